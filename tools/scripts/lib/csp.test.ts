import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { framedOrigins } from '../../../src/config/framed-origins';
import { SITE_CONFIG } from '../../../src/config/site-config';
import { createRequire } from 'node:module';
import {
  contentSecurityPolicy,
  signInContentSecurityPolicy,
  cspProblems,
  publicContentSecurityPolicy,
  SIGN_IN_ROUTES,
  withoutSignIn,
  directiveSources,
  frameSrcSources,
  localFirebaseJson,
  SIGN_IN_FRAME_SOURCES,
  SIGN_IN_SCRIPT_SOURCES,
  withDirective,
  type FirebaseJson,
} from './csp';
import { AUTH_HOST } from './local-stack';

const JSON_ = JSON.parse(readFileSync(new URL('../../../firebase.json', import.meta.url), 'utf8')) as FirebaseJson;
const CSP = contentSecurityPolicy(JSON_);

describe("firebase.json's Content-Security-Policy", () => {
  it('carries no emulator, local or plain-http origin', () => {
    const sources = CSP.split(';').flatMap((part) => part.trim().split(/\s+/).slice(1));
    expect(sources.length).toBeGreaterThan(20);
    expect(sources.filter((source) => /^http:|127\.0\.0\.1|localhost|:9099/.test(source))).toEqual([]);
    expect(cspProblems(CSP, framedOrigins(SITE_CONFIG)).filter((p) => /local or plain-http/.test(p))).toEqual([]);
  });

  it('frames the booking and video origins of the site config, then the sign-in frames', () => {
    expect(directiveSources(CSP, 'frame-src')).toEqual([...framedOrigins(SITE_CONFIG), ...SIGN_IN_FRAME_SOURCES]);
    expect(CSP).toBe(signInContentSecurityPolicy(framedOrigins(SITE_CONFIG)));
    const other = signInContentSecurityPolicy(['https://clinic.janeapp.com', 'https://player.vimeo.com']);
    expect(directiveSources(other, 'frame-src')).toEqual([
      'https://clinic.janeapp.com',
      'https://player.vimeo.com',
      ...SIGN_IN_FRAME_SOURCES,
    ]);
    expect(withDirective(other, 'frame-src', directiveSources(CSP, 'frame-src') ?? [])).toBe(CSP);
  });

  it("lets the SMS second factor's reCAPTCHA load and frame itself, and nothing more of Google's", () => {
    expect(SIGN_IN_SCRIPT_SOURCES).toEqual(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
    expect(SIGN_IN_FRAME_SOURCES).toEqual([
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    expect(directiveSources(CSP, 'script-src')).toEqual(["'self'", ...SIGN_IN_SCRIPT_SOURCES]);
    // The deploy check refuses a CSP without them, and a frame-src that lost them or gained anything else.
    const withoutRecaptcha = withDirective(CSP, 'script-src', ["'self'"]);
    expect(cspProblems(withoutRecaptcha, framedOrigins(SITE_CONFIG)).filter((p) => /script-src/.test(p))).toEqual([
      expect.stringContaining('lacks https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/'),
    ]);
    for (const frameSrc of [
      framedOrigins(SITE_CONFIG),
      [...frameSrcSources(framedOrigins(SITE_CONFIG)), 'https://x.ca'],
    ]) {
      const problems = cspProblems(withDirective(CSP, 'frame-src', frameSrc), framedOrigins(SITE_CONFIG));
      expect(problems.filter((p) => /is not the booking/.test(p))).toHaveLength(1);
    }
    // An origin the site frames that is also a sign-in source is named once.
    expect(frameSrcSources(['https://a.ca', 'https://www.google.com/recaptcha/'])).toEqual([
      'https://a.ca',
      ...SIGN_IN_FRAME_SOURCES,
    ]);
  });

  it("adds the Auth emulator's origin only in the local stack's copy", () => {
    const local = localFirebaseJson(JSON_, [`http://${AUTH_HOST}`]);
    const localCsp = contentSecurityPolicy(local);
    expect(directiveSources(localCsp, 'connect-src')).toEqual([
      ...(directiveSources(CSP, 'connect-src') ?? []),
      'http://127.0.0.1:9099',
    ]);
    expect(withDirective(localCsp, 'connect-src', directiveSources(CSP, 'connect-src') ?? [])).toBe(CSP);
    expect({ ...local, hosting: { ...local.hosting, headers: [] } }).toEqual({
      ...JSON_,
      hosting: { ...JSON_.hosting, headers: [] },
    });
    expect(contentSecurityPolicy(JSON_)).toBe(CSP);
  });
});

// The Hosting emulator's own matcher (superstatic), so the test reads firebase.json's rules as Hosting does.
const { configMatcher } = createRequire(import.meta.url)('superstatic/lib/utils/patterns.js') as {
  configMatcher: (path: string, config: { source?: string; regex?: string }) => boolean;
};

/** The CSP Hosting sends for a path: the last matching rule that sets one wins, as superstatic applies them. */
function cspOf(json: FirebaseJson, path: string): string[] {
  const values = json.hosting.headers
    .filter((rule) => configMatcher(path, rule))
    .map((rule) => rule.headers.find((header) => header.key === 'Content-Security-Policy')?.value)
    .filter((value) => value !== undefined);
  return values.slice(-1);
}

describe("reCAPTCHA's sources only where the Auth SDK may need them", () => {
  const SIGN_IN = ['/login', '/admin', '/admin/blogs/abc/edit', '/account/action'];
  const OTHERS = ['/', '/article/a-post', '/review/abc.def', '/administrator', '/login/x', '/account', '/search'];

  it('sends the whole policy on the sign-in routes, and every other page the same without reCAPTCHA', () => {
    const others = publicContentSecurityPolicy(JSON_);
    for (const path of SIGN_IN) expect(cspOf(JSON_, path), path).toEqual([CSP]);
    for (const path of OTHERS) expect(cspOf(JSON_, path), path).toEqual([others]);
    expect(others).toBe(withoutSignIn(CSP));
    expect(directiveSources(others, 'script-src')).toEqual(["'self'"]);
    expect(directiveSources(others, 'frame-src')).toEqual(framedOrigins(SITE_CONFIG));
    expect(others).not.toMatch(/recaptcha/);
    expect(new RegExp(SIGN_IN_ROUTES).test('/admin/site-health')).toBe(true);
  });

  it("adds the Auth emulator's origin to both policies in the local stack's copy", () => {
    const local = localFirebaseJson(JSON_, [`http://${AUTH_HOST}`]);
    expect(directiveSources(contentSecurityPolicy(local), 'connect-src')).toContain(`http://${AUTH_HOST}`);
    expect(directiveSources(publicContentSecurityPolicy(local), 'connect-src')).toContain(`http://${AUTH_HOST}`);
  });
});
