// Rewrites the CSP frame-src in firebase.json to the origins the site frames (the booking dialogs and video popups
// of src/config/site-config.ts), followed by the fixed sign-in frames (reCAPTCHA, scripts/lib/csp.ts), in the policy
// of the sign-in routes; and the policy of every other page to that one without reCAPTCHA's sources. Run it after
// changing a booking or video URL or the sign-in routes' policy; the deploy check and scripts/lib/csp.test.ts refuse
// a frame-src that differs, and two policies that disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import { framedOrigins } from '../src/config/framed-origins';
import { SITE_CONFIG } from '../src/config/site-config';
import { frameSrcSources, writeFrameSrc } from './lib/csp';

const FILE = new URL('../firebase.json', import.meta.url);
const before = readFileSync(FILE, 'utf8');
const sources = frameSrcSources(framedOrigins(SITE_CONFIG));
const after = writeFrameSrc(before, sources);
if (after === before) {
  console.log('firebase.json: the CSP frame-src is already current.');
} else {
  writeFileSync(FILE, after);
  console.log(`firebase.json: the CSP frame-src is now ${sources.join(' ')}.`);
}
