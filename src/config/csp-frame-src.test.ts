import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { framedOrigins } from './framed-origins';
import { SITE_CONFIG } from './site-config';

type Header = { key: string; value: string };
const firebaseJson = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
  hosting: { headers: { source?: string; regex?: string; headers: Header[] }[] };
};

/** The frame-src of every page (the rule on `**`), or of the sign-in routes (the rule with a `regex`). */
function frameSrc(signIn = false): string[] {
  const csp = firebaseJson.hosting.headers
    .filter((rule) => (signIn ? rule.regex !== undefined : rule.source === '**'))
    .flatMap((rule) => rule.headers)
    .find((header) => header.key === 'Content-Security-Policy')?.value;
  const directive = csp
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('frame-src '));
  if (!directive) throw new Error('firebase.json has no CSP frame-src.');
  return directive.split(/\s+/).slice(1).sort();
}

describe("the CSP's frame-src", () => {
  it('lists exactly the origins the site config frames (booking and video), and the sign-in frames', () => {
    // The sign-in frames (reCAPTCHA for the SMS second factor) are scripts/lib/csp.ts's SIGN_IN_FRAME_SOURCES,
    // allowed on the sign-in routes only.
    const signIn = ['https://recaptcha.google.com/recaptcha/', 'https://www.google.com/recaptcha/'];
    expect(frameSrc(true)).toEqual([...framedOrigins(SITE_CONFIG), ...signIn].sort());
    expect(frameSrc()).toEqual([...framedOrigins(SITE_CONFIG)].sort());
  });

  it('names each origin once, however many URLs share it', () => {
    const config = {
      bookingUrls: {
        1: 'https://book.example.org/a',
        2: 'https://book.example.org/b',
        3: 'https://x.test/c',
        4: 'https://x.test/d',
      },
      membershipBookingUrl: 'https://book.example.org/m',
      videos: {
        clinicTour: 'https://v.test/1',
        pelvicChair: 'https://v.test/2',
        edTherapy: 'https://v.test/3',
        membership: 'https://v.test/4',
      },
    };
    expect(framedOrigins(config)).toEqual(['https://book.example.org', 'https://v.test', 'https://x.test']);
  });
});
