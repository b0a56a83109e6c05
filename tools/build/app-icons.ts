import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';

/**
 * The PWA's PNG icons, rendered from the SVG sources in src/assets at build time, so the artwork has one
 * editable source and no binary copies to keep in step. The Vite plugin in vite-app-icons.ts emits them into
 * the build and serves them in dev; web-manifest.ts names them.
 */
export type AppIconFile = { fileName: string; source: Buffer };

export const APP_ICON_THEME_COLOR = '#14363f';

const ASSETS_DIR = fileURLToPath(new URL('../../src/assets/', import.meta.url));

/** The SVG sources, for dev-server watching as well as rendering. */
export const APP_ICON_SOURCES = {
  app: `${ASSETS_DIR}app-icon.svg`,
  book: `${ASSETS_DIR}app-icon-shortcut-book.svg`,
  referral: `${ASSETS_DIR}app-icon-shortcut-referral.svg`,
  call: `${ASSETS_DIR}app-icon-shortcut-call.svg`,
} as const;

type Variant = 'any' | 'maskable' | 'apple' | 'plain';
type IconSpec = { fileName: string; source: keyof typeof APP_ICON_SOURCES; size: number; variant: Variant };

export const APP_ICON_SPECS: readonly IconSpec[] = [
  { fileName: 'icons/icon-192.png', source: 'app', size: 192, variant: 'any' },
  { fileName: 'icons/icon-512.png', source: 'app', size: 512, variant: 'any' },
  { fileName: 'icons/maskable-192.png', source: 'app', size: 192, variant: 'maskable' },
  { fileName: 'icons/maskable-512.png', source: 'app', size: 512, variant: 'maskable' },
  { fileName: 'icons/apple-touch-icon.png', source: 'app', size: 180, variant: 'apple' },
  { fileName: 'icons/shortcut-book-96.png', source: 'book', size: 96, variant: 'plain' },
  { fileName: 'icons/shortcut-referral-96.png', source: 'referral', size: 96, variant: 'plain' },
  { fileName: 'icons/shortcut-call-96.png', source: 'call', size: 96, variant: 'plain' },
];

/**
 * Launchers crop maskable icons to any shape that contains the central circle of 80% of the width; drawing
 * the full-bleed artwork at 80% keeps the mark well inside it, with the theme colour filling the rest.
 */
const MASKABLE_SCALE = 0.8;
/** The favicon's corner radius (14 of 64), so the square icons read as the same family. */
const CORNER_RATIO = 14 / 64;
/** Mean error per channel (0–255) a palette may add before an icon is kept in full colour instead. */
const MAX_PALETTE_ERROR = 0.5;

/** Rasterises an SVG at exactly `size` pixels, at a density that draws it at that size rather than scaling. */
function rasterise(svg: Buffer, size: number): Sharp {
  const width = Number(/<svg[^>]*\bwidth="(\d+(?:\.\d+)?)"/.exec(svg.toString('utf8'))?.[1] ?? size);
  return sharp(svg, { density: (72 * size) / width }).resize(size, size);
}

async function render(svg: Buffer, size: number, variant: Variant): Promise<Sharp> {
  if (variant === 'maskable') {
    const inner = Math.round(size * MASKABLE_SCALE);
    const start = Math.floor((size - inner) / 2);
    const end = size - inner - start;
    const mark = await rasterise(svg, inner).png().toBuffer();
    return sharp(mark)
      .extend({ top: start, left: start, bottom: end, right: end, background: APP_ICON_THEME_COLOR })
      .flatten({ background: APP_ICON_THEME_COLOR });
  }
  if (variant === 'apple') {
    // iOS rounds the corners itself and shows transparency as black: the icon must be a full opaque square.
    return rasterise(svg, size).flatten({ background: APP_ICON_THEME_COLOR });
  }
  if (variant === 'any') {
    const radius = Math.round(size * CORNER_RATIO);
    const mask = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${radius}"/></svg>`,
    );
    const full = await rasterise(svg, size).png().toBuffer();
    return sharp(full).composite([{ input: mask, blend: 'dest-in' }]);
  }
  return rasterise(svg, size);
}

/**
 * A palette PNG is a fraction of the size for flat artwork like this, but quantising can band or fringe an
 * anti-aliased edge; it is kept only when it stays within MAX_PALETTE_ERROR of the full-colour pixels.
 * Colours are compared premultiplied by alpha: a fully transparent pixel's colour is never seen.
 */
export async function encodeCompactPng(image: Sharp): Promise<Buffer> {
  const exact = await image.clone().ensureAlpha().raw().toBuffer();
  let opaque = true;
  for (let i = 3; i < exact.length && opaque; i += 4) opaque = exact[i] === 255;
  const base = opaque ? image.clone().removeAlpha() : image.clone();
  const palette = await base.clone().png({ palette: true, quality: 100, effort: 10, dither: 0 }).toBuffer();
  const decoded = await sharp(palette).ensureAlpha().raw().toBuffer();
  if (decoded.length === exact.length && meanError(exact, decoded) <= MAX_PALETTE_ERROR) return palette;
  return base.png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
}

/** Mean absolute difference per channel of two RGBA buffers, colours premultiplied by alpha. */
function meanError(a: Buffer, b: Buffer): number {
  let total = 0;
  for (let i = 0; i < a.length; i += 4) {
    const alphaA = a[i + 3] ?? 0;
    const alphaB = b[i + 3] ?? 0;
    total += Math.abs(alphaA - alphaB);
    for (let c = 0; c < 3; c++) total += Math.abs((a[i + c] ?? 0) * alphaA - (b[i + c] ?? 0) * alphaB) / 255;
  }
  return total / a.length;
}

/** Link previews (Open Graph, X) show 1.91:1 images; 1200×630 is what the large cards ask for. */
export const SOCIAL_IMAGE = { fileName: 'og-image.png', width: 1200, height: 630 } as const;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The default image of every page's link preview (src/components/seo/Seo.tsx): the app icon's mark on the theme
 * colour with the clinic's name and what it does, drawn from the same artwork as the icons.
 */
export async function renderSocialImage(clinicName: string, tagline: string): Promise<AppIconFile> {
  const { width, height } = SOCIAL_IMAGE;
  const markSize = 360;
  const mark = await rasterise(await readFile(APP_ICON_SOURCES.app), markSize)
    .png()
    .toBuffer();
  // The name on as many lines as it needs at this size (about 18 characters each), the tagline under a rule.
  const lines = (clinicName.match(/.{1,18}(\s|$)/g) ?? [clinicName]).map((line) => line.trim());
  const lineHeight = 70;
  const nameTop = height / 2 - 40 - (lines.length - 1) * lineHeight;
  const name = lines
    .map((line, i) => `<text x="500" y="${nameTop + i * lineHeight}" class="name">${escapeXml(line)}</text>`)
    .join('');
  const text = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <style>.name{font:700 60px 'DejaVu Serif',Georgia,serif;fill:#faf6ee}.tag{font:34px 'DejaVu Sans',Arial,sans-serif;fill:#faf6ee}</style>
      <rect width="${width}" height="${height}" fill="${APP_ICON_THEME_COLOR}"/>
      ${name}
      <rect x="500" y="${height / 2 - 8}" width="120" height="6" fill="#e0b45a"/>
      <text x="500" y="${height / 2 + 62}" class="tag">${escapeXml(tagline)}</text>
    </svg>`,
  );
  const image = sharp(text).composite([{ input: mark, left: 90, top: Math.round((height - markSize) / 2) }]);
  return { fileName: SOCIAL_IMAGE.fileName, source: await encodeCompactPng(image) };
}

/** Renders every icon the manifest and index.html refer to, as `{ fileName, source }` for `emitFile`. */
export async function renderAppIcons(): Promise<AppIconFile[]> {
  const svgs = new Map<string, Promise<Buffer>>();
  const svgFor = (key: keyof typeof APP_ICON_SOURCES) => {
    const path = APP_ICON_SOURCES[key];
    if (!svgs.has(path)) svgs.set(path, readFile(path));
    return svgs.get(path) as Promise<Buffer>;
  };
  return Promise.all(
    APP_ICON_SPECS.map(async ({ fileName, source, size, variant }) => ({
      fileName,
      source: await encodeCompactPng(await render(await svgFor(source), size, variant)),
    })),
  );
}
