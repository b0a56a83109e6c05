import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loggedEntries } from '../support/emulator-log';
import { api, baseUrl } from '../support/http';
import { resetRateLimits } from '../support/limits-and-mail';

beforeEach(resetRateLimits);
afterAll(resetRateLimits);

const PATH = '/api/client-errors';
const REPORTED_ERROR_EVENT = 'type.googleapis.com/google.devtools.clouderrorreporting.v1beta1.ReportedErrorEvent';

const errorReport = (marker: string, extra: Record<string, unknown> = {}) => ({
  kind: 'error',
  source: 'uncaught',
  release: 'test-1',
  pageType: 'contact',
  name: 'TypeError',
  message: `${marker} failed for jane.doe@example.com with token=abc123`,
  stack:
    `TypeError: ${marker} failed for jane.doe@example.com with token=abc123\n` +
    '    at send (http://127.0.0.1:5000/assets/contact-page-AbC123.js?v=2&oobCode=SECRET:3:141)\n' +
    '    at eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
  url: 'http://127.0.0.1:5000/contact?email=jane.doe@example.com#form',
  ...extra,
});

// Dots: a run of 32 letters and digits would be scrubbed as a token, marker and all.
const marker = () => `client.error.${Date.now()}.${Math.random().toString(36).slice(2, 8)}`;

describe('POST /api/client-errors: errors', () => {
  it("logs a scrubbed entry in Error Reporting's shape, with the release as the version", async () => {
    const id = marker();
    const { res, body } = await api(`${PATH}?sample=all`, {
      method: 'POST',
      json: errorReport(id),
      headers: { 'User-Agent': 'client-errors-test' },
    });
    expect(res.status).toBe(202);
    expect(body).toEqual({ status: 'success', data: { kept: true } });

    const [entry] = await vi.waitFor(
      async () => {
        const found = loggedEntries(id);
        expect(found).toHaveLength(1);
        return found;
      },
      { timeout: 20_000, interval: 500 },
    );
    expect(entry).toMatchObject({
      severity: 'ERROR',
      '@type': REPORTED_ERROR_EVENT,
      serviceContext: { service: 'clinic-web', version: 'test-1' },
      context: {
        httpRequest: { method: 'GET', url: 'http://127.0.0.1:5000/contact', userAgent: 'client-errors-test' },
      },
      clientError: { source: 'uncaught', pageType: 'contact' },
    });
    const message = String(entry?.message);
    expect(message).toContain(`TypeError: ${id} failed for [email] with token=[redacted]`);
    expect(message).toContain('at send (http://127.0.0.1:5000/assets/contact-page-AbC123.js:3:141)');
    const text = JSON.stringify(entry);
    for (const secret of ['jane.doe', 'abc123', 'SECRET', 'eyJhbGci', 'v=2', '#form'])
      expect(text).not.toContain(secret);
  });

  it("maps a built script's frame back to the component's .tsx line, whatever release reported it", async () => {
    // Where the built GHAP page calls window.print(): the frame a failing print dialog reports.
    const assets = new URL('../../dist/assets/', import.meta.url);
    const chunk = readdirSync(assets).find(
      (name) => name.endsWith('.js') && readFileSync(new URL(name, assets), 'utf8').includes('window.print()'),
    );
    expect(chunk).toBeTruthy();
    const code = readFileSync(new URL(chunk as string, assets), 'utf8');
    const offset = code.indexOf('window.print()');
    const before = code.slice(0, offset);
    const at = `${before.split('\n').length}:${offset - before.lastIndexOf('\n')}`;
    const id = marker();
    const frame = `${baseUrl()}/assets/${chunk}:${at}`;
    await api(`${PATH}?sample=all`, {
      method: 'POST',
      json: errorReport(id, { release: 'an-older-release', stack: `Error: ${id}\n    at onClick (${frame})` }),
    });
    const [entry] = await vi.waitFor(
      async () => {
        const found = loggedEntries(id);
        expect(found).toHaveLength(1);
        return found;
      },
      { timeout: 20_000, interval: 500 },
    );
    expect(String(entry?.message)).toMatch(
      /\n {4}at onClick \(src\/features\/(services\/components\/PrintButton\.tsx:4|referral-pack\/components\/ReferralForm\.tsx:49):\d+\)$/,
    );
  });

  it('keeps nothing when sampled out, and says so', async () => {
    const id = marker();
    const { res, body } = await api(`${PATH}?sample=none`, { method: 'POST', json: errorReport(id) });
    expect(res.status).toBe(202);
    expect(body).toEqual({ status: 'success', data: { kept: false } });
    // A report sent after it that is kept shows up: by then the first would have been written too.
    const after = marker();
    await api(`${PATH}?sample=all`, { method: 'POST', json: errorReport(after) });
    await vi.waitFor(async () => expect(loggedEntries(after)).toHaveLength(1), { timeout: 20_000, interval: 500 });
    expect(loggedEntries(id)).toEqual([]);
  });

  it('refuses an invalid report with 400, naming the field', async () => {
    const cases: [unknown, RegExp][] = [
      [{ ...errorReport('x'), source: 'somewhere' }, /^source: /],
      [{ ...errorReport('x'), release: 'has spaces' }, /^release: /],
      [{ ...errorReport('x'), email: 'a@b.co' }, /Unknown field: email/],
      [{ kind: 'vitals', release: '1', pageType: 'home', metrics: [{ name: 'FID', value: 3 }] }, /^metrics/],
      [{ kind: 'vitals', release: '1', pageType: 'home', metrics: [{ name: 'LCP', value: -1 }] }, /^metrics/],
    ];
    for (const [json, message] of cases) {
      const { res, body } = await api(PATH, { method: 'POST', json });
      expect(res.status).toBe(400);
      expect(body.status).toBe('error');
      expect(String(body.message)).toMatch(message);
    }
    const notJson = await api(PATH, { method: 'POST', json: undefined, headers: { 'Content-Type': 'text/plain' } });
    expect(notJson.res.status).toBe(415);
  });

  it('refuses a body over 16 KB with 413 before reading it', async () => {
    const res = await fetch(`${baseUrl()}${PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...errorReport('big'), stack: 'x'.repeat(17 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      status: 'error',
      message: 'A report may hold at most 16 KB: shorten the stack.',
    });
  });

  it('limits one visitor to 30 reports in 10 minutes (429 with Retry-After)', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 33; i++) {
      const { res } = await api(`${PATH}?sample=none`, { method: 'POST', json: errorReport(`limit-${i}`) });
      statuses.push(res.status);
      if (res.status === 429) retryAfter = res.headers.get('retry-after');
    }
    expect(statuses).toEqual([...Array(30).fill(202), ...Array(3).fill(429)]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  }, 60_000);
});
