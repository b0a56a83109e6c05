import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAINTENANCE_RETRY_AFTER_SECONDS } from '@shared/maintenance';
import { SSR_FILES } from '@shared/ssr-files';

/**
 * Without the server build's copy (a function deployed without `npm run build:web`), the page still says what it
 * must; the build's copy has the clinic's name, phone numbers and stylesheet.
 */
const FALLBACK = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>We are updating the site</title></head><body><main><h1>We are updating the site</h1><p>The website is closed for a short while. Please try again later.</p></main></body></html>`;

let page: string | undefined;

/** The maintenance page, read once per instance from the server build beside the function (ssrDir). */
export function maintenancePageHtml(ssrDir: () => string): string {
  if (page === undefined) {
    try {
      page = readFileSync(join(ssrDir(), SSR_FILES.maintenancePage), 'utf8');
    } catch {
      return FALLBACK;
    }
  }
  return page;
}

/** The headers of every maintenance answer a function sends: come back later, and keep no copy of this one. */
export const MAINTENANCE_HEADERS = {
  'Retry-After': String(MAINTENANCE_RETRY_AFTER_SECONDS),
  'X-Robots-Tag': 'noindex',
} as const;
