import type { ManifestOptions } from 'vite-plugin-pwa';
import { SITE_CONFIG } from '../../src/config/site-config.ts';
import { paths } from '../../src/paths.ts';
import { SHARE_FILES_FIELD } from '../../src/shared/pwa/share-target.ts';

/**
 * The web app manifest, passed to vite-plugin-pwa's `manifest` option (which writes manifest.webmanifest and
 * links it from every page). The icons are rendered at build time by app-icons.ts; the screenshots are made
 * by `npm run screenshots` into public/screenshots. web-manifest.test.ts checks that every file named here
 * exists at the size it declares.
 */

/** Home-screen labels are cut off beyond about 12 characters. */
export const MAX_SHORT_NAME_LENGTH = 12;

/** The clinic's name if it fits under an icon, else as many of its first words as fit. */
export function shortNameOf(name: string): string {
  if (name.length <= MAX_SHORT_NAME_LENGTH) return name;
  let short = '';
  for (const word of name.split(/\s+/)) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > MAX_SHORT_NAME_LENGTH) break;
    short = next;
  }
  return short || name.slice(0, MAX_SHORT_NAME_LENGTH);
}

const png = (src: string, size: number, purpose: 'any' | 'maskable') => ({
  src,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose,
});

export const WEB_MANIFEST = {
  id: '/',
  name: SITE_CONFIG.clinicName,
  short_name: shortNameOf(SITE_CONFIG.clinicName),
  description:
    'Preventive health care in Toronto: executive health assessments, annual membership, specialised services ' +
    'and the Geriatric Health Assessment Program, with articles you can read offline.',
  // The query string tells visits from the installed app apart in analytics; the page ignores it.
  start_url: '/?source=pwa',
  scope: '/',
  display: 'standalone',
  // Same values as --color-ink and --color-ivory in src/styles/tokens.css (the test keeps them in step).
  theme_color: '#14363f',
  background_color: '#faf6ee',
  lang: 'en-CA',
  dir: 'ltr',
  categories: ['health', 'medical'],
  icons: [
    png('/icons/icon-192.png', 192, 'any'),
    png('/icons/icon-512.png', 512, 'any'),
    png('/icons/maskable-192.png', 192, 'maskable'),
    png('/icons/maskable-512.png', 512, 'maskable'),
    png('/icons/apple-touch-icon.png', 180, 'any'),
  ],
  screenshots: [
    {
      src: '/screenshots/home-narrow.png',
      sizes: '780x1688',
      type: 'image/png',
      form_factor: 'narrow',
      label: `The ${SITE_CONFIG.clinicName} home page on a phone`,
    },
    {
      src: '/screenshots/home-wide.png',
      sizes: '1280x800',
      type: 'image/png',
      form_factor: 'wide',
      label: `The ${SITE_CONFIG.clinicName} home page on a computer`,
    },
  ],
  // Staff share photos from the phone's gallery straight into the media library: the service worker keeps them
  // (src/service-worker/share-target.ts) and the library uploads them once the admin is signed in.
  share_target: {
    action: paths.adminMediaShare,
    method: 'POST',
    enctype: 'multipart/form-data',
    params: { files: [{ name: SHARE_FILES_FIELD, accept: ['image/*'] }] },
  },
  shortcuts: [
    {
      name: 'Book a consultation',
      short_name: 'Book',
      description: 'Choose a time for a consultation with our team.',
      url: `${paths.contact}?book=consultation`,
      icons: [png('/icons/shortcut-book-96.png', 96, 'any')],
    },
    {
      name: 'GHAP referral information',
      short_name: 'GHAP referral',
      description: 'Who to refer to the Geriatric Health Assessment Program, and how.',
      url: `${paths.geriatricAssessment}#referral-criteria`,
      icons: [png('/icons/shortcut-referral-96.png', 96, 'any')],
    },
    {
      name: 'Call the clinic',
      short_name: 'Call us',
      description: 'Our phone numbers and opening hours.',
      url: `${paths.contact}#call`,
      icons: [png('/icons/shortcut-call-96.png', 96, 'any')],
    },
  ],
} satisfies Partial<ManifestOptions>;
