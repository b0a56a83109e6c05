import { afterEach, describe, expect, it, vi } from 'vitest';
import { reviewLinkApi } from './review-link-api';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = `${'a'.repeat(20)}.${'b'.repeat(43)}`;

describe('the reviewer’s calls', () => {
  it('send no Referer (the page address holds the token), the token only in the body, and the revision approved', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return new Response(JSON.stringify({ status: 'success', data: {}, message: 'Thank you.' }), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    await reviewLinkApi.view(TOKEN);
    await reviewLinkApi.approve(TOKEN, 'rev2');
    await reviewLinkApi.approve(TOKEN);
    await reviewLinkApi.returnWithComments(TOKEN, 'Cite the source.');
    expect(seen).toHaveLength(4);
    for (const { url, init } of seen) {
      expect(init.referrerPolicy).toBe('no-referrer');
      expect(url).not.toContain(TOKEN);
      expect(JSON.parse(String(init.body))).toMatchObject({ token: TOKEN });
    }
    expect(JSON.parse(String(seen[1]!.init.body))).toEqual({ token: TOKEN, revisionId: 'rev2' });
    expect(JSON.parse(String(seen[2]!.init.body))).toEqual({ token: TOKEN });
  });
});
