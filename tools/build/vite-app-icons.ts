import type { Plugin } from 'vite';
import { APP_ICON_SOURCES, renderAppIcons, renderSocialImage, type AppIconFile } from './app-icons.ts';
import { SITE_CONFIG } from '../../src/config/site-config.ts';

/** The social image's second line. */
const SOCIAL_TAGLINE = 'Preventive health care in Toronto';

/**
 * Puts the PNG icons rendered from src/assets/app-icon*.svg at /icons/*, and the default social image at
 * /og-image.png: emitted as assets of the client
 * build (fixed names, as the manifest and index.html refer to them), and served from memory by the dev
 * server, re-rendered when a source SVG changes.
 */
export function appIcons(): Plugin {
  let rendered: Promise<AppIconFile[]> | null = null;
  const icons = () =>
    (rendered ??= Promise.all([renderAppIcons(), renderSocialImage(SITE_CONFIG.clinicName, SOCIAL_TAGLINE)]).then(
      ([appIcons, socialImage]) => [...appIcons, socialImage],
    ));

  return {
    name: 'clinic:app-icons',

    async generateBundle() {
      // The SSR build (src/entry-server.tsx) is never served: only the browser build needs the files.
      if (this.environment.config.consumer !== 'client') return;
      for (const { fileName, source } of await icons()) this.emitFile({ type: 'asset', fileName, source });
    },

    configureServer(server) {
      const sources = Object.values(APP_ICON_SOURCES) as string[];
      server.watcher.add(sources);
      server.watcher.on('change', (path) => {
        if (sources.includes(path)) rendered = null;
      });
      server.middlewares.use((req, res, next) => {
        const pathname = (req.url ?? '').split('?')[0] ?? '';
        if (!pathname.startsWith('/icons/') && pathname !== '/og-image.png') return next();
        icons().then((files) => {
          const icon = files.find((file) => `/${file.fileName}` === pathname);
          if (!icon) return next();
          res.setHeader('Content-Type', 'image/png');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(icon.source);
        }, next);
      });
    },
  };
}
