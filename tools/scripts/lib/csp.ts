/**
 * The Content-Security-Policy, written here and generated into firebase.json (tools/scripts/hosting-config.ts) in two
 * rules: the sign-in routes (`/login`, `/admin` and below, `/account/action`: SIGN_IN_ROUTES) send the whole
 * policy, with the reCAPTCHA that the SMS second factor needs; every other page sends the same policy without
 * reCAPTCHA's sources (the `**` rule, which Hosting applies first: the later, narrower rule's header replaces it).
 * Its frame-src comes from the site config's booking and video origins; the local stack serves a copy that also
 * lets the browser reach the Auth emulator (localFirebaseJson), so the production CSP never names it.
 */
import { looksLikeAStandIn } from './placeholder-settings';

type Header = { key: string; value: string };
type HeaderRule = { source?: string; regex?: string; headers: Header[] };
export type FirebaseJson = { hosting: { headers: HeaderRule[] } } & Record<string, unknown>;

const CSP = 'Content-Security-Policy';
/** The command that regenerates firebase.json's Hosting rules, CSP included. */
export const WRITE_HOSTING_CONFIG = 'node --import tsx tools/scripts/hosting-config.ts --write';

/**
 * What the SMS second factor needs in production (decision 0017): Firebase sends a text only after an invisible
 * reCAPTCHA, whose script the SDK loads from www.google.com/recaptcha/ (api.js, or enterprise.js when the project
 * uses reCAPTCHA Enterprise) and which loads the rest from www.gstatic.com/recaptcha/, then runs in frames from
 * www.google.com/recaptcha/ or recaptcha.google.com/recaptcha/. These are the sources Google's reCAPTCHA FAQ lists
 * for a CSP, limited to the /recaptcha/ paths. The Auth emulator uses a mock instead, so only production needs them.
 */
export const SIGN_IN_SCRIPT_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
export const SIGN_IN_FRAME_SOURCES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/**
 * The routes that load the Firebase Auth SDK, and so may need reCAPTCHA: sign-in, the admin portal (a second factor
 * can be enrolled or asked for again there) and the account action page. An RE2 expression, as firebase.json's
 * `regex` rules take.
 */
export const SIGN_IN_ROUTES = '^/(login|admin|admin/.*|account/action)$';

/** The CSP's frame-src: the origins the site frames (booking, video), then the sign-in frames (reCAPTCHA). */
export function frameSrcSources(framedOrigins: readonly string[]): string[] {
  return [...framedOrigins, ...SIGN_IN_FRAME_SOURCES.filter((source) => !framedOrigins.includes(source))];
}

/** The whole policy but frame-src, which depends on the site config. */
const POLICY: readonly (readonly string[])[] = [
  ['default-src', "'self'"],
  ['script-src', "'self'", ...SIGN_IN_SCRIPT_SOURCES],
  ['style-src', "'self'", "'unsafe-inline'"],
  ['img-src', "'self'", 'data:', 'blob:', 'https://firebasestorage.googleapis.com', 'https://storage.googleapis.com'],
  ['font-src', "'self'"],
  [
    'connect-src',
    "'self'",
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://firebasestorage.googleapis.com',
  ],
  ['frame-src'],
  ['media-src', "'self'", 'https:'],
  ['worker-src', "'self'"],
  ['manifest-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
  ['frame-ancestors', "'none'"],
];

/** The whole CSP, the sign-in routes' (reCAPTCHA included), framing these origins (framedOrigins). */
export function signInContentSecurityPolicy(framedOrigins: readonly string[]): string {
  const text = POLICY.map((words) => words.join(' ')).join('; ');
  return withDirective(text, 'frame-src', frameSrcSources(framedOrigins));
}

function cspOfRule(json: FirebaseJson, matches: (rule: HeaderRule) => boolean, name: string): string {
  const value = json.hosting.headers.find(matches)?.headers.find((h) => h.key === CSP)?.value;
  if (!value) throw new Error(`firebase.json has no Content-Security-Policy header on ${name}.`);
  return value;
}

/** The whole CSP: the one the sign-in routes send (the rule on SIGN_IN_ROUTES), reCAPTCHA included. */
export function contentSecurityPolicy(json: FirebaseJson): string {
  return cspOfRule(json, (rule) => rule.regex === SIGN_IN_ROUTES, `the sign-in routes (regex ${SIGN_IN_ROUTES})`);
}

/** The CSP every other page sends (the header on `**`). */
export function publicContentSecurityPolicy(json: FirebaseJson): string {
  return cspOfRule(json, (rule) => rule.source === '**', '"**"');
}

const directives = (csp: string) =>
  csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter((words) => words[0]);

/** A directive's sources, or undefined when the CSP does not have it. */
export function directiveSources(csp: string, name: string): string[] | undefined {
  return directives(csp)
    .find(([directive]) => directive === name)
    ?.slice(1);
}

/** The CSP with one directive's sources replaced (or added at the end), every other directive as it was. */
export function withDirective(csp: string, name: string, sources: readonly string[]): string {
  const parts = directives(csp);
  const index = parts.findIndex(([directive]) => directive === name);
  const replaced = [name, ...sources];
  if (index === -1) parts.push(replaced);
  else parts[index] = replaced;
  return parts.map((words) => words.join(' ')).join('; ');
}

/** The whole CSP without reCAPTCHA's script and frame sources: what every page but the sign-in routes sends. */
export function withoutSignIn(csp: string): string {
  const scripts = (directiveSources(csp, 'script-src') ?? []).filter((s) => !SIGN_IN_SCRIPT_SOURCES.includes(s));
  const frames = (directiveSources(csp, 'frame-src') ?? []).filter((s) => !SIGN_IN_FRAME_SOURCES.includes(s));
  let out = withDirective(csp, 'script-src', scripts);
  // A directive with no source would block everything framed: 'none' says so explicitly.
  out = withDirective(out, 'frame-src', frames.length > 0 ? frames : ["'none'"]);
  return out;
}

/** firebase.json for the local stack: the same, with these origins added to the CSP's connect-src. */
export function localFirebaseJson(json: FirebaseJson, connectOrigins: readonly string[]): FirebaseJson {
  const copy = structuredClone(json);
  for (const header of copy.hosting.headers.flatMap((rule) => rule.headers)) {
    if (header.key !== CSP) continue;
    const connect = directiveSources(header.value, 'connect-src') ?? ["'self'"];
    header.value = withDirective(header.value, 'connect-src', [...connect, ...connectOrigins]);
  }
  return copy;
}

/** A source on this machine or over plain http: the emulators', which production must not allow. */
const isLocalOrInsecure = (source: string) =>
  /^http:/i.test(source) || /(^|\/\/)(127\.\d+\.\d+\.\d+|localhost|\[::1\]|0\.0\.0\.0)(:|\/|$)/i.test(source);

/** Why firebase.json's whole CSP (contentSecurityPolicy) must not be deployed with this config; empty when it may. */
export function cspProblems(csp: string, framedOrigins: readonly string[]): string[] {
  const problems: string[] = [];
  for (const [name, ...sources] of directives(csp)) {
    for (const source of sources.filter(isLocalOrInsecure)) {
      problems.push(
        `firebase.json's Content-Security-Policy lets pages reach ${source} (${name}), a local or plain-http ` +
          "origin such as an emulator's: remove it (the local stack adds the Auth emulator's origin itself).",
      );
    }
  }
  const frameSrc = directiveSources(csp, 'frame-src') ?? [];
  for (const source of frameSrc.filter(looksLikeAStandIn)) {
    problems.push(
      `firebase.json's CSP frame-src lets pages frame ${source}, a placeholder origin: put the real booking and ` +
        `video URLs in src/config/site-config.ts, then run \`${WRITE_HOSTING_CONFIG}\`.`,
    );
  }
  const expected = frameSrcSources(framedOrigins);
  if ([...frameSrc].sort().join(' ') !== [...expected].sort().join(' ')) {
    problems.push(
      `firebase.json's CSP frame-src (${frameSrc.join(' ') || 'none'}) is not the booking and video origins of ` +
        `src/config/site-config.ts with the sign-in frames (${expected.join(' ')}): run \`${WRITE_HOSTING_CONFIG}\` and ` +
        'commit firebase.json.',
    );
  }
  const scriptSrc = directiveSources(csp, 'script-src') ?? [];
  const missing = SIGN_IN_SCRIPT_SOURCES.filter((source) => !scriptSrc.includes(source));
  if (missing.length > 0) {
    problems.push(
      `firebase.json's CSP script-src lacks ${missing.join(' ')}: without them the reCAPTCHA that Firebase runs ` +
        'before texting a sign-in code cannot load, and administrators cannot use their second factor.',
    );
  }
  return problems;
}
