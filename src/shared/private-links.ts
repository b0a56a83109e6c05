import { REVIEW_PATH_PREFIX, SHARED_PATHS } from './site-paths';

/**
 * The addresses that carry a secret (decision 0020): a review link holds its token in the path
 * (`/review/<request id>.<secret>`), and Firebase Auth's action links hold a one-time code and the web API key in
 * the query (`/account/action?mode=…&oobCode=…&apiKey=…`). Neither may reach a log, so the browser's error reporter
 * and the server's scrub both pass every address and every error text through redactPrivateLinks.
 *
 * Linear in the text's length: a literal search, a scan to the next delimiter, and expressions whose repetitions
 * are bounded or run over one character class.
 */

export const REDACTED = '[redacted]';

/** A lookup of the ASCII characters that end an address (any other character continues it). */
const stopChars = (chars: string) => {
  const table = new Uint8Array(128);
  for (const char of chars) table[char.charCodeAt(0)] = 1;
  return table;
};
const WHITESPACE = ' \t\n\r\f\v';
/**
 * What ends a private path in a message or a stack frame: whitespace, quotes, brackets, the query, the fragment,
 * and the colon of a frame's `:line:column` (no token holds one).
 */
const PATH_END = stopChars(`${WHITESPACE}?#:"'\`<>()[]{},;`);
/** What ends a whole address, query and fragment included. */
const LINK_END = stopChars(`${WHITESPACE}:"'\`<>()[]{},;`);

/** A review token wherever it stands, even without its path (a message may quote it alone). */
const BARE_REVIEW_TOKEN = /(?<![A-Za-z0-9])[A-Za-z0-9]{20}(?:\.|%2E)[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/gi;

/**
 * The query parameters of the action and newsletter links that are secrets, wherever a text quotes them; the value
 * ends before a frame's `:line:column`.
 */
const SECRET_QUERY_VALUE = /\b(oobCode|apiKey|token)=[^&\s#:"'<>)]+/gi;

/** Replaces what follows each `marker`, up to the first `end` character, with `replacement`. */
function redactAfter(text: string, marker: string, end: Uint8Array, replacement: string): string {
  let out = '';
  let copied = 0;
  let at = text.indexOf(marker);
  while (at !== -1) {
    let stop = at + marker.length;
    while (stop < text.length && end[text.charCodeAt(stop)] !== 1) stop++;
    if (stop > at + marker.length) {
      out += text.slice(copied, at + marker.length) + replacement;
      copied = stop;
    }
    at = text.indexOf(marker, Math.max(stop, at + 1));
  }
  return out + text.slice(copied);
}

/**
 * The text with every review link's token replaced by `[redacted]` (a review link keeps `/review/`, so a report
 * still says which page failed, and a frame its `:line:column`), every account action link cut after
 * `/account/action` (its query holds the code), and a review token quoted alone replaced too. The server's scrub
 * runs this first, then its own, which already removes every URL's query and every secret-looking parameter.
 */
export function redactPrivatePaths(text: string): string {
  let out = redactAfter(text, REVIEW_PATH_PREFIX, PATH_END, REDACTED);
  out = redactAfter(out, SHARED_PATHS.accountAction, LINK_END, '');
  return out.replace(BARE_REVIEW_TOKEN, REDACTED);
}

/** redactPrivatePaths, and every `oobCode`, `apiKey` and `token` value quoted elsewhere: what the browser sends. */
export function redactPrivateLinks(text: string): string {
  return redactPrivatePaths(text).replace(SECRET_QUERY_VALUE, (_, name: string) => `${name}=${REDACTED}`);
}

/** A page address as the reporter may send it: origin and path only, private links redacted. */
export function reportablePageUrl(location: { origin: string; pathname: string }): string {
  return redactPrivateLinks(`${location.origin}${location.pathname}`);
}
