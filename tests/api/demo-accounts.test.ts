import { describe, expect, it } from 'vitest';
import { decodeClaims, signInWithPassword } from '../support/http';

describe('seeded demo accounts on the Auth emulator', () => {
  it('signs the admin in with the isAdmin claim', async () => {
    const { status, body } = await signInWithPassword('admin@example.com', 'Admin-demo-1');
    expect(status).toBe(200);
    // Verified, as requireAdmin requires of an isAdmin claim.
    expect(decodeClaims(body.idToken as string)).toMatchObject({
      email: 'admin@example.com',
      email_verified: true,
      isAdmin: true,
    });
  });

  it('signs the visitor in without the isAdmin claim', async () => {
    const { status, body } = await signInWithPassword('visitor@example.com', 'Visitor-demo-1');
    expect(status).toBe(200);
    expect(decodeClaims(body.idToken as string).isAdmin).toBeUndefined();
  });

  it('refuses a wrong password', async () => {
    const { status, body } = await signInWithPassword('admin@example.com', 'wrong-password');
    expect(status).toBe(400);
    expect(body.error?.message).toMatch(/INVALID_(PASSWORD|LOGIN_CREDENTIALS)/);
  });
});
