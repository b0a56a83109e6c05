import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { outputFile } from '../../tools/build/prerender';
import { publicRoutes } from '../../tools/build/public-routes';
import { SITE_CONFIG } from '../../src/config/site-config';
import { paths } from '../../src/paths';

// A fax number shown as a tel: link makes a phone offer to call a fax machine: every page shows it as text.

const ROOT = new URL('../..', import.meta.url).pathname;
const DIST = join(ROOT, 'dist');
if (!existsSync(join(DIST, 'index.html'))) throw new Error('No build in dist/: run `npm run build:web` first.');

const digits = (text: string) => text.replace(/\D/g, '');
const FAX_DIGITS = digits(SITE_CONFIG.fax.dial);

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/**
 * Links on the page that dial the fax (by their address) or show it (by their text), and whether the page shows the
 * fax number at all. Read with patterns rather than a DOM: a DOM per page takes minutes over the whole build.
 */
function faxOn(file: string) {
  const html = readFileSync(file, 'utf8');
  const dialling = [...html.matchAll(/<a\b[^>]*>[\s\S]*?<\/a>/gi)]
    .map((match) => match[0])
    .filter((link) => {
      const href = /\bhref="([^"]*)"/i.exec(link)?.[1] ?? '';
      const dialled = /^(tel|sms|callto|fax):/i.test(href) && digits(href).endsWith(FAX_DIGITS.slice(-10));
      return dialled || link.includes(SITE_CONFIG.fax.display);
    });
  return { dialling, shown: html.includes(SITE_CONFIG.fax.display) };
}

describe('the fax number in the build', () => {
  const files = htmlFiles(DIST);

  test('every public route has its page in the walk', () => {
    const missing = publicRoutes().filter((route) => !files.includes(outputFile(route)));
    expect(missing).toEqual([]);
  });

  test('no page links the fax number for dialling', () => {
    const offending = files
      .map((file) => ({ page: `/${relative(DIST, file)}`, links: faxOn(file).dialling }))
      .filter(({ links }) => links.length > 0);
    expect(offending).toEqual([]);
  });

  test('the pages that name the fax still show it: the hero, the contact card and the footer', () => {
    for (const route of [paths.home, paths.contact, paths.team, paths.service]) {
      expect(faxOn(outputFile(route)).shown, route).toBe(true);
    }
    const home = readFileSync(outputFile(paths.home), 'utf8');
    const contact = readFileSync(outputFile(paths.contact), 'utf8');
    // Once in the hero and once in the footer; once on the contact card and once in the footer.
    expect(home.split(SITE_CONFIG.fax.display).length - 1).toBeGreaterThanOrEqual(2);
    expect(contact.split(SITE_CONFIG.fax.display).length - 1).toBeGreaterThanOrEqual(2);
  });
});
