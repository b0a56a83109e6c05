import { describe, expect, it } from 'vitest';
import { actionLink, realReviewLink } from '../../../tests/support/private-links';
import { medianMs } from '../../../tests/support/timing';
import { toReportedErrorEvent } from './error-event';
import { scrubPageUrl, scrubText } from './scrub';

const JWT =
  'eyJhbGciOiJSUzI1NiIsImtpZCI6IjEifQ.eyJ1c2VyX2lkIjoiYWJjIiwiZW1haWwiOiJhQGIuY28ifQ.c2lnbmF0dXJlLWhlcmUtMTIz';

describe('scrubText', () => {
  it('replaces email addresses, wherever they stand', () => {
    expect(scrubText('Cannot subscribe jane.doe+news@clinic-mail.example.ca twice.')).toBe(
      'Cannot subscribe [email] twice.',
    );
    expect(scrubText('to=<a_b@x.io>, cc=c@d.org')).toBe('to=<[email]>, cc=[email]');
  });

  it('keeps what only looks like an address: Firefox frames, scoped packages', () => {
    const frame = 'render@https://clinic.example/assets/index-Ab12.js:3:91';
    expect(scrubText(frame)).toBe(frame);
    expect(scrubText('at /node_modules/@firebase/auth/dist/index.js:1:2')).toBe(
      'at /node_modules/@firebase/auth/dist/index.js:1:2',
    );
  });

  it('replaces JWTs, long hex and base64 runs, and secret parameters', () => {
    expect(scrubText(`Bearer ${JWT} rejected`)).toBe('Bearer [redacted] rejected');
    expect(scrubText('key 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08 unknown')).toBe(
      'key [redacted] unknown',
    );
    expect(scrubText('session AIzaSyD3xAmPlEkEy0123456789abcdefGhIjK ok')).toBe('session [redacted] ok');
    expect(scrubText('failed with oobCode=ABCdef123 and token=xyz&mode=1')).toBe(
      'failed with oobCode=[redacted] and token=[redacted]&mode=1',
    );
  });

  it('keeps ordinary long words and our chunk names', () => {
    const text = 'Minified React error; see componentDidCatchUnexpectedlyThrewSomething in admin-location-pages-page';
    expect(scrubText(text)).toBe(text);
  });

  it('cuts the query string and fragment off URLs, keeping a frame line and column', () => {
    expect(scrubText('at load (https://clinic.example/assets/a-B1.js?v=2&email=x@y.com:10:5)')).toBe(
      'at load (https://clinic.example/assets/a-B1.js:10:5)',
    );
    expect(scrubText('fn@https://clinic.example/x.js#frag:1:2')).toBe('fn@https://clinic.example/x.js:1:2');
    expect(scrubText('Failed to fetch dynamically imported module: https://clinic.example/assets/page.js?import')).toBe(
      'Failed to fetch dynamically imported module: https://clinic.example/assets/page.js',
    );
    expect(scrubText('GET /account/action?mode=resetPassword&oobCode=abc failed')).toBe('GET /account/action failed');
  });

  it('replaces a giant token whole', () => {
    expect(scrubText(`data ${'A'.repeat(5000)} end`)).toBe('data [redacted] end');
  });

  it('stays linear on hostile input (8 kB in well under 50 ms each)', async () => {
    const hostile = [
      'eyJ'.repeat(2700),
      `${'a.'.repeat(4000)}@`,
      '@'.repeat(8000),
      `${'a'.repeat(4000)}@${'b'.repeat(4000)}`,
      `/${'/?'.repeat(4000)}`,
      `${'eyJ'.repeat(80)}:${'eyJ'.repeat(80)}. `.repeat(16),
      'token='.repeat(1300),
      '/review/'.repeat(1000),
      `${'a'.repeat(20)}.`.repeat(400),
    ];
    for (const text of hostile) expect(await medianMs(() => scrubText(text), 5), text.slice(0, 20)).toBeLessThan(50);
  });
});

describe('scrubPageUrl', () => {
  it('keeps the origin and path only', () => {
    expect(scrubPageUrl('https://clinic.example/newsletter/confirm?token=abc#top')).toBe(
      'https://clinic.example/newsletter/confirm',
    );
  });

  it('scrubs the path too, and refuses what is not an http(s) URL', () => {
    expect(scrubPageUrl('https://clinic.example/x/jane@doe.com')).toBe('https://clinic.example/x/[email]');
    expect(scrubPageUrl('javascript:alert(1)')).toBeNull();
    expect(scrubPageUrl('not a url')).toBeNull();
  });
});

describe('private links', () => {
  const origin = 'https://www.clinic.example';
  const review = realReviewLink(origin);
  const action = actionLink(origin);
  const secrets = [review.token, review.secret, review.token.split('.')[0], action.oobCode, action.apiKey];

  it("drops a review link's token from the page address, keeping /review/", () => {
    expect(scrubPageUrl(review.link)).toBe(`${origin}/review/[redacted]`);
    expect(scrubPageUrl(action.link)).toBe(`${origin}/account/action`);
  });

  it('drops them from messages and stack frames, keeping a frame line and column', () => {
    expect(scrubText(`Navigation to ${review.link} failed`)).toBe(`Navigation to ${origin}/review/[redacted] failed`);
    expect(scrubText(`at render (${review.link}:12:7)`)).toBe(`at render (${origin}/review/[redacted]:12:7)`);
    expect(scrubText(`bad token "${review.token}"`)).toBe('bad token "[redacted]"');
    expect(scrubText(`review/${review.token} not found`)).toBe('review/[redacted] not found');
    expect(scrubText(`Could not apply ${action.link}`)).toBe(`Could not apply ${origin}/account/action`);
    expect(scrubText(`mode=resetPassword&oobCode=${action.oobCode}&apiKey=${action.apiKey}`)).toBe(
      'mode=resetPassword&oobCode=[redacted]&apiKey=[redacted]',
    );
  });

  it('keeps them out of the whole logged event, as a reporter of any release sends it', () => {
    const entry = toReportedErrorEvent({
      kind: 'error',
      source: 'uncaught',
      release: 'r1',
      pageType: 'other',
      name: 'TypeError',
      message: `Failed to load ${review.link} after ${action.link}`,
      stack: `TypeError: x\n    at open (${review.link}:3:9)\n    at go (${action.link}:1:1)`,
      url: review.link,
    });
    const logged = JSON.stringify(entry);
    for (const secret of secrets) expect(logged).not.toContain(secret);
    expect(entry.context.httpRequest.url).toBe(`${origin}/review/[redacted]`);
  });
});
