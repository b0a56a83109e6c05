import { redactPrivatePaths } from '@shared/private-links';

/**
 * Removes what must never reach the logs from a browser's error text (decision 0020): email addresses, tokens
 * (JWT-like strings, long hex or base64 runs, the values of token-like parameters), review links' tokens and the
 * query string and fragment of every URL, in messages and stack frames alike, keeping a frame's `:line:column`.
 *
 * The text comes from anyone, so every step is linear in its length: hand-written scans, or regular expressions
 * that cannot backtrack (one character class, or literal alternatives followed by one class).
 */

const EMAIL_LOCAL = /[A-Za-z0-9._%+-]/;
const EMAIL_DOMAIN = /[A-Za-z0-9.-]/;
const LETTER = /[A-Za-z]/;

/** Replaces each `local@domain.tld` by `[email]`, scanning out from every `@`. */
export function scrubEmails(text: string): string {
  let out = '';
  let copied = 0;
  let at = text.indexOf('@');
  while (at !== -1) {
    let start = at;
    // The scans stop at the previous and next `@`: neither character class contains it, so each character is
    // visited a bounded number of times.
    while (start > copied && EMAIL_LOCAL.test(text[start - 1] as string)) start--;
    let end = at + 1;
    while (end < text.length && EMAIL_DOMAIN.test(text[end] as string)) end++;
    // A domain ends in a dot and a top-level name of two letters or more; trailing dots belong to the sentence.
    while (end > at + 1 && text[end - 1] === '.') end--;
    const domain = text.slice(at + 1, end);
    const lastDot = domain.lastIndexOf('.');
    const tld = lastDot > 0 ? domain.slice(lastDot + 1) : '';
    if (start < at && tld.length >= 2 && [...tld].every((c) => LETTER.test(c))) {
      out += `${text.slice(copied, start)}[email]`;
      copied = end;
    }
    at = text.indexOf('@', Math.max(at + 1, copied));
  }
  return out + text.slice(copied);
}

/** Runs of 32+ base64 or hex characters holding both a digit and a letter: keys, tokens, hashes, signed ids. */
const LONG_RUN = /[A-Za-z0-9+_-]{32,}={0,2}/g;
/** A JWT's header always starts `eyJ` (`{"` in base64); its segments may be short enough to escape LONG_RUN. */
const JWT = /eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]*)?/g;
/**
 * The values of parameters that carry secrets, wherever they appear (a message may quote a bare query); an empty
 * value is left alone, so a value the browser already sent as `[redacted]` is not redacted twice.
 */
const SECRET_PARAM =
  /\b(oobCode|token|id_token|access_token|refresh_token|apiKey|api_key|key|code|password|secret|signature|sig|auth)=[^&\s#"'<>)[\]]+/gi;

export function scrubTokens(text: string): string {
  return text
    .replace(JWT, '[redacted]')
    .replace(LONG_RUN, (run) => (/[0-9]/.test(run) && /[A-Za-z]/.test(run) ? '[redacted]' : run))
    .replace(SECRET_PARAM, (_, name: string) => `${name}=[redacted]`);
}

/**
 * No word of an error message is this long: such a token is data (an ID token is about 1,000 characters). Cutting
 * it whole also bounds what the regular expressions above see at once.
 */
const MAX_PLAIN_TOKEN = 256;

/** A token ends at whitespace or at the characters that wrap URLs in messages and stack frames. */
const DELIMITER = /[\s()"'<>`[\]{},]/;

/** Whether a token is (or contains) a URL or an absolute path, whose query and fragment go. */
function isUrlLike(token: string): boolean {
  return token.includes('://') || token.startsWith('/') || token.startsWith('webpack:') || token.includes('@/');
}

/** `:12:34` or `:12` at the end of a stack frame's location (scanned from the end: no regular expression). */
function lineColumnSuffix(tail: string): string {
  let i = tail.length;
  let groups = 0;
  let cut = tail.length;
  while (groups < 2) {
    let j = i;
    while (j > 0 && (tail[j - 1] as string) >= '0' && (tail[j - 1] as string) <= '9') j--;
    if (j === i || j === 0 || tail[j - 1] !== ':') break;
    i = j - 1;
    cut = i;
    groups++;
  }
  return tail.slice(cut);
}

/**
 * Token by token: a URL-like one (a stack frame's location, an address in a message) loses its query string and
 * fragment, keeping a frame's line and column, and keeps its path, which names our files (chunk names would look
 * like long runs); any other token loses tokens and secrets.
 */
function scrubTokenwise(text: string): string {
  let out = '';
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && !DELIMITER.test(text[i] as string)) continue;
    const token = text.slice(start, i);
    if (isUrlLike(token)) {
      const q = token.search(/[?#]/);
      out += q === -1 ? token : token.slice(0, q) + lineColumnSuffix(token.slice(q));
    } else out += token.length > MAX_PLAIN_TOKEN ? '[redacted]' : scrubTokens(token);
    if (i < text.length) out += text[i];
    start = i + 1;
  }
  return out;
}

/**
 * Every scrub: private links first (a review link's token is in its path, which the URL step keeps), emails last,
 * so that a URL's query (which may hold one) has gone whole first.
 */
export function scrubText(text: string): string {
  return scrubEmails(scrubTokenwise(redactPrivatePaths(text)));
}

/**
 * A page address as it may be logged: origin and path only, scrubbed, or null when it is not an http(s) URL.
 * The path of a record page (a slug) is public; anything personal travels in the query, which goes, or in a review
 * link's path, which is redacted.
 */
export function scrubPageUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return scrubText(`${url.origin}${url.pathname}`);
}
