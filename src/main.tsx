// Global styles first, so component styles imported below can build on them.
import './styles/tokens.css';
import './styles/global.css';
import './styles/buttons.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain an element with id "root".');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
