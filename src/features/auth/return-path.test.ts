import { describe, expect, it } from 'vitest';
import { loginReturningTo, returnPathAfterSignIn } from './return-path';

describe('the address to return to after signing in', () => {
  it('keeps an admin address with its query through /login and back', () => {
    const login = loginReturningTo('/admin/media?shared=2');
    expect(login).toBe('/login?next=%2Fadmin%2Fmedia%3Fshared%3D2');
    expect(returnPathAfterSignIn(login.slice(login.indexOf('?')))).toBe('/admin/media?shared=2');
  });

  it('sends the portal home plainly to /login, and /login without a return to the portal home', () => {
    expect(loginReturningTo('/admin')).toBe('/login');
    expect(returnPathAfterSignIn('')).toBe('/admin');
  });

  it('never returns outside the portal or to another origin', () => {
    for (const next of [
      'https://evil.test/admin',
      '//evil.test/admin',
      '/admin/..//evil.test',
      '/\\evil.test',
      '/contact',
      '/administrator',
    ]) {
      expect(returnPathAfterSignIn(`?next=${encodeURIComponent(next)}`), next).toBe('/admin');
      expect(loginReturningTo(next), next).toBe('/login');
    }
  });
});
