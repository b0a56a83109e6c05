import { AppRoutes } from './routes';
import { ScrollToTop } from './ScrollToTop';

export function App() {
  return (
    <>
      <ScrollToTop />
      <AppRoutes />
    </>
  );
}
