import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// `npm run dev` proxies the API paths to the Functions emulator started by scripts/dev.mjs,
// so the browser sees the same single origin as under Firebase Hosting.
const FUNCTIONS_ORIGIN = process.env.FUNCTIONS_EMULATOR_ORIGIN ?? 'http://127.0.0.1:5001';
const API_FUNCTION_PATH = '/demo-clinic/us-central1/api';
const apiProxy = {
  target: FUNCTIONS_ORIGIN,
  changeOrigin: true,
  rewrite: (path: string) => `${API_FUNCTION_PATH}${path}`,
};

export default defineConfig({
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': apiProxy,
      '^/blogs?(/.*)?$': apiProxy,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // One stylesheet for the whole site: prerendered pages need every page's CSS before their lazy
    // chunk loads (no flash of unstyled content, no layout shift), and it is small.
    cssCodeSplit: false,
  },
});
