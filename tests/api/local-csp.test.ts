import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, directiveSources, type FirebaseJson } from '../../tools/scripts/lib/csp';
import { baseUrl } from '../support/http';

const PRODUCTION_CSP = contentSecurityPolicy(
  JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as FirebaseJson,
);

describe("the local stack's Content-Security-Policy", () => {
  it("is production's, plus the Auth emulator's origin the browser signs in against", async () => {
    const res = await fetch(`${baseUrl()}/login`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(directiveSources(csp, 'connect-src')).toEqual([
      ...(directiveSources(PRODUCTION_CSP, 'connect-src') ?? []),
      'http://127.0.0.1:9099',
    ]);
    expect(directiveSources(csp, 'frame-src')).toEqual(directiveSources(PRODUCTION_CSP, 'frame-src'));
    expect(directiveSources(PRODUCTION_CSP, 'connect-src')).not.toContain('http://127.0.0.1:9099');
  });
});
