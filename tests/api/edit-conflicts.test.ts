import { beforeAll, describe, expect, it } from 'vitest';
import { emulatorAdmin } from '../support/admin-sdk';
import { COLLECTIONS } from '@shared/collections';
import { api, demoTokens, signInWithPassword, type Tokens } from '../support/http';
import { locationPageInput } from '../support/location-page';

let tokens: Tokens;
/** A second administrator, for presence: another account with its own email. */
let colleague: { token: string; email: string };

beforeAll(async () => {
  tokens = await demoTokens();
  const { auth } = await emulatorAdmin();
  const email = `colleague-${Date.now().toString(36)}@example.com`;
  const user = await auth.createUser({ email, password: 'Colleague-demo-1', emailVerified: true });
  await auth.setCustomUserClaims(user.uid, { isAdmin: true });
  const signedIn = await signInWithPassword(email, 'Colleague-demo-1');
  if (!signedIn.body.idToken) throw new Error('The colleague could not sign in.');
  colleague = { token: signedIn.body.idToken, email };
});

const uniqueSlug = (name: string) => `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
const blogInput = (slug: string, title: string) => ({
  title,
  slug_url: slug,
  brief_paragraph: 'A short summary.',
  category: 2,
  blogs_content: [{ heading: 'Section', paragraph: '<p>Text.</p>' }],
  metaTitle: 'Meta',
  metaDescription: 'Description',
});
type Versioned = Record<string, unknown> & { version: string; updatedAt: string };

const KINDS = [
  {
    name: 'blogs',
    create: '/blog',
    one: (id: string) => `/blog/${id}`,
    presence: (id: string) => `/blog/${id}/presence`,
    idField: 'blog_id',
    collection: COLLECTIONS.blogs,
    input: (slug: string, title: string) => blogInput(slug, title),
    titleField: 'title',
  },
  {
    name: 'location pages',
    create: '/api/locationpages/create',
    one: (id: string) => `/api/locationpages/${id}`,
    presence: (id: string) => `/api/locationpages/${id}/presence`,
    idField: 'location_id',
    collection: COLLECTIONS.locationPages,
    input: (slug: string, title: string) => locationPageInput(slug, { main_heading: title }),
    titleField: 'main_heading',
  },
] as const;

describe.each(KINDS)('$name: saves with If-Match', (kind) => {
  const admin = (path: string, method = 'GET', json?: unknown, headers: Record<string, string> = {}) =>
    api(path, { method, token: tokens.admin, json, headers });

  async function created() {
    const slug = uniqueSlug('conflict');
    const { res, body } = await admin(kind.create, 'POST', kind.input(slug, 'First title'));
    expect(res.status).toBe(201);
    const data = body.data as Versioned;
    expect(data.version).toMatch(/^[A-Za-z0-9_-]+$/);
    return { id: data[kind.idField] as string, slug };
  }

  it('GET by id (admin) sends the version as ETag and field; public reads do not carry it', async () => {
    const { id } = await created();
    const { res, body } = await admin(kind.one(id));
    const data = body.data as Versioned;
    expect(res.headers.get('etag')).toBe(`"${data.version}"`);
    const again = await admin(kind.one(id));
    expect((again.body.data as Versioned).version).toBe(data.version);
    const anonymous = await api(kind.one(id));
    expect(anonymous.body.data).not.toHaveProperty('version');
  });

  it('a fresh If-Match saves (200) and the version moves on; the old one is then stale (409, nothing stored)', async () => {
    const { id, slug } = await created();
    const loaded = (await admin(kind.one(id))).body.data as Versioned;

    const fresh = await admin(kind.one(id), 'PUT', kind.input(slug, 'Second title'), {
      'If-Match': `"${loaded.version}"`,
    });
    expect(fresh.res.status).toBe(200);
    const saved = fresh.body.data as Versioned;
    expect(saved[kind.titleField]).toBe('Second title');
    expect(saved.version).not.toBe(loaded.version);
    expect(fresh.res.headers.get('etag')).toBe(`"${saved.version}"`);

    // A second editor who loaded the first version saves: refused, with the record as it is now.
    const stale = await admin(kind.one(id), 'PUT', kind.input(slug, 'Stale title'), {
      'If-Match': `"${loaded.version}"`,
    });
    expect(stale.res.status).toBe(409);
    expect(stale.body).toMatchObject({
      status: 'error',
      reason: 'stale-version',
      message: expect.stringMatching(/keep yours or take theirs/),
    });
    const current = stale.body.current as Versioned;
    expect(current[kind.titleField]).toBe('Second title');
    expect(current.version).toBe(saved.version);
    expect(stale.res.headers.get('etag')).toBe(`"${saved.version}"`);
    expect(((await admin(kind.one(id))).body.data as Versioned)[kind.titleField]).toBe('Second title');

    // "Keep mine": the same content again with the version the 409 gave, saved on top as a new revision.
    const kept = await admin(kind.one(id), 'PUT', kind.input(slug, 'Stale title'), {
      'If-Match': `"${current.version}"`,
    });
    expect(kept.res.status).toBe(200);
    expect((kept.body.data as Versioned)[kind.titleField]).toBe('Stale title');
  });

  it('without If-Match a save behaves as before: the last write wins', async () => {
    const { id, slug } = await created();
    const first = await admin(kind.one(id), 'PUT', kind.input(slug, 'Writer one'));
    const second = await admin(kind.one(id), 'PUT', kind.input(slug, 'Writer two'));
    expect([first.res.status, second.res.status]).toEqual([200, 200]);
    expect(second.body).toMatchObject({ status: 'success', message: expect.stringMatching(/updated\.$/) });
    expect(((await admin(kind.one(id))).body.data as Versioned)[kind.titleField]).toBe('Writer two');
  });

  it('a record sent back as an admin read it (its version included) saves, and the version stays out of the record', async () => {
    const { id, slug } = await created();
    const loaded = (await admin(kind.one(id))).body.data as Versioned;
    const fields = { ...kind.input(slug, 'Round trip'), version: loaded.version };
    const saved = await admin(kind.one(id), 'PUT', fields);
    expect(saved.res.status).toBe(200);
    const { db } = await emulatorAdmin();
    const stored = (await db.collection(kind.collection).doc(id).get()).data();
    expect(stored?.[kind.titleField]).toBe('Round trip');
    expect(stored).not.toHaveProperty('version');
    // Still strict: a field the record does not have is refused.
    expect((await admin(kind.one(id), 'PUT', { ...fields, colour: 'blue' })).res.status).toBe(400);
  });

  it('If-Match: * saves over any version; a malformed or weak If-Match is a 400 that says what to send', async () => {
    const { id, slug } = await created();
    expect((await admin(kind.one(id), 'PUT', kind.input(slug, 'Any'), { 'If-Match': '*' })).res.status).toBe(200);
    for (const header of ['W/"abc"', '"unterminated']) {
      const bad = await admin(kind.one(id), 'PUT', kind.input(slug, 'Bad'), { 'If-Match': header });
      expect(bad.res.status).toBe(400);
      expect(bad.body).toEqual({ status: 'error', message: expect.stringMatching(/^If-Match: Send the ETag/) });
    }
  });

  it('of two saves racing from one version, exactly one lands', async () => {
    const { id, slug } = await created();
    const { version } = (await admin(kind.one(id))).body.data as Versioned;
    const results = await Promise.all(
      ['Racer A', 'Racer B'].map((title) =>
        admin(kind.one(id), 'PUT', kind.input(slug, title), { 'If-Match': `"${version}"` }),
      ),
    );
    expect(results.map((r) => r.res.status).sort()).toEqual([200, 409]);
  });

  it('presence: 401 anonymous, 403 non-admin, for the heartbeat and for leaving', async () => {
    const { id } = await created();
    for (const method of ['POST', 'DELETE']) {
      expect((await api(kind.presence(id), { method })).res.status).toBe(401);
      const visitor = await api(kind.presence(id), { method, token: tokens.visitor });
      expect(visitor.res.status).toBe(403);
      expect(visitor.body.status).toBe('error');
    }
  });

  it('presence: each admin sees the other by the email of their token, never a name they send', async () => {
    const { id } = await created();
    const mine = await api(kind.presence(id), { method: 'POST', token: tokens.admin, json: { name: 'Forged Name' } });
    expect(mine.res.status).toBe(200);
    expect(mine.body.data).toEqual({ others: [], heartbeatSeconds: 30 });

    const theirs = await api(kind.presence(id), { method: 'POST', token: colleague.token });
    expect(theirs.body.data).toEqual({ others: [{ name: 'admin@example.com' }], heartbeatSeconds: 30 });
    const again = await api(kind.presence(id), { method: 'POST', token: tokens.admin });
    expect(again.body.data).toEqual({ others: [{ name: colleague.email }], heartbeatSeconds: 30 });

    expect((await api(kind.presence(id), { method: 'DELETE', token: colleague.token })).res.status).toBe(200);
    const alone = await api(kind.presence(id), { method: 'POST', token: tokens.admin });
    expect(alone.body.data).toEqual({ others: [], heartbeatSeconds: 30 });
  });
});
