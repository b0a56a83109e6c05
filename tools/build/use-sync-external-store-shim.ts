// wouter imports `use-sync-external-store/shim` so that it works on React 17; the shim ships a fallback
// implementation that React 18+ never runs. vite.config.ts points the import here: React's own hook, ~0.3 kB gzip
// less on every page's first load.
export { useSyncExternalStore } from 'react';
