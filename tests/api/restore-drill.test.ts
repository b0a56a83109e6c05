import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_DIR } from '../../tools/scripts/lib/local-stack';
import { chooseStorage } from '../../tools/scripts/lib/storage-choice';
import { emulatorAdmin } from '../support/admin-sdk';
import {
  dumpFirestore,
  exportFirestore,
  importFirestore,
  runRestoreImages,
  wipeFirestore,
} from '../support/firestore-backup';
import { api, baseUrl, demoTokens, getJson, type Tokens } from '../support/http';
import { buildImage } from '../support/images';
import { mailTo, resetRateLimits, tokenOf } from '../support/limits-and-mail';

/**
 * The restore drill of the runbook in docs/operations.md (decisions 0019 and 0030), on the local stack: the emulator's
 * export stands in for the daily export to Cloud Storage, its import for `gcloud firestore import`; the scheduled job's
 * image copy runs here against the local image folder, and the runbook's own restore-images command puts images back.
 * It wipes the whole shared database and must leave it exactly as it found it: the last step compares full dumps, so
 * every other test file finds its data again.
 */
// Where the stack's function stores images: this machine cannot start the Storage emulator, so the local folder.
const storage = chooseStorage(join(LOCAL_DIR, 'images'));

const CONSENT_VERSION = '2025-06-01';
const unique = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
const blog = (title: string) => ({
  title,
  slug_url: `restore-drill-${unique}`,
  brief_paragraph: 'Restore drill.',
  category: 2,
  blogs_content: [{ heading: 'Section', paragraph: `<p>${title}</p>` }],
  metaTitle: 'Meta',
  metaDescription: 'Description',
  reviewedBy: 'Dr. Ana Reyes, MD',
  lastReviewed: '2026-10-01',
});

async function imageAt(path: string): Promise<{ status: number; bytes: Buffer }> {
  const res = await fetch(`${baseUrl()}${path}`, { cache: 'no-store', signal: AbortSignal.timeout(15_000) });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Uploads a picture through the API as staff do; answers its stored name. */
async function uploadImage(token: string): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(await buildImage('png', 800, 500))], { type: 'image/png' }), 'a.png');
  const { res, body } = await getJson('/api/backup-files/upload_files', {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status, JSON.stringify(body)).toBe(201);
  return String(body.data).split('/').pop()!;
}

describe('restore drill: seed, back up, lose, restore', () => {
  let tokens: Tokens;
  let exportDir = '';
  beforeAll(async () => {
    if (storage.kind !== 'local-folder') {
      throw new Error('The drill restores images on the local folder store; run it with CLINIC_STORAGE=local-folder.');
    }
    // The scheduled job's code, run in this process, finds the stack's image folder as the function does.
    process.env.CLINIC_LOCAL_IMAGE_DIR = storage.dir;
    tokens = await demoTokens();
    await resetRateLimits();
    exportDir = mkdtempSync(join(tmpdir(), 'restore-drill-'));
  });
  afterAll(() => rmSync(exportDir, { recursive: true, force: true }));

  it('brings back every record, revision, consent record, inquiry and image exactly', async () => {
    if (storage.kind !== 'local-folder') throw new Error('unreachable: checked before');
    // Seed, through the API as staff and visitors write them: a blog with two revisions, a confirmed newsletter
    // subscriber with its consent evidence, an inquiry, an uploaded image with its alt text and focal point.
    const admin = (path: string, method: string, json: unknown) => api(path, { method, token: tokens.admin, json });
    const created = await admin('/blog', 'POST', blog('Before the incident'));
    expect(created.res.status).toBe(201);
    const blogId = (created.body.data as { blog_id: string }).blog_id;
    expect((await admin(`/blog/${blogId}`, 'PUT', blog('Edited before the incident'))).res.status).toBe(200);
    const email = `drill-${unique}@example.com`;
    expect((await api('/api/newsletter', { method: 'POST', json: { email, page: '/about' } })).res.status).toBe(200);
    const [confirmation] = await mailTo(email);
    const token = tokenOf(confirmation!, '/newsletter/confirm');
    const confirmed = await api('/api/newsletter/confirm', {
      method: 'POST',
      json: { token, consentVersion: CONSENT_VERSION },
    });
    expect(confirmed.res.status).toBe(200);
    const inquiry = `Restore drill inquiry ${unique}`;
    const asked = await api('/api/contact-requests', {
      method: 'POST',
      json: {
        name: 'Drill Visitor',
        email: `drill-inquiry-${unique}@example.com`,
        phone: '',
        message: inquiry,
        consent: true,
      },
    });
    expect(asked.res.status).toBe(201);
    const image = await uploadImage(tokens.admin);
    const described = await admin(`/api/media/${image}`, 'PUT', {
      alt: 'Restore drill picture',
      focal: { x: 0.3, y: 0.6 },
    });
    expect(described.res.status).toBe(200);
    const imageBefore = await imageAt(`/api/images/${image}`);
    expect(imageBefore.status).toBe(200);

    const { db } = await emulatorAdmin();
    const before = await dumpFirestore(db);
    const paths = Object.keys(before);
    const revisions = paths.filter((path) => path.startsWith(`blogs/${blogId}/revisions/`));
    expect(revisions).toHaveLength(2);
    const subscriber = Object.entries(before).find(
      ([path, data]) => path.startsWith('newsletterSubscribers/') && (data as { email?: string }).email === email,
    );
    expect(subscriber?.[1]).toMatchObject({ status: 'confirmed', consent: { version: CONSENT_VERSION } });
    expect(paths.filter((path) => path.startsWith('categories/')).length).toBeGreaterThan(0);
    const inquiries = Object.entries(before).filter(
      ([path, data]) => path.startsWith('contactRequests/') && (data as { message?: string }).message === inquiry,
    );
    expect(inquiries).toHaveLength(1);
    expect(before[`media/${image}`]).toMatchObject({ alt: 'Restore drill picture', focalX: 0.3, focalY: 0.6 });

    // The night's backup: the database's export, and the image copy by the scheduled job's own code on the stack's
    // image folder.
    const started = performance.now();
    const metadata = await exportFirestore(exportDir, 'drill');
    const exportMs = performance.now() - started;
    const { runImageBackup } = await import('../../functions/src/backups/run-image-backup');
    const backup = await runImageBackup(new Date());
    expect(backup.images).toBeGreaterThanOrEqual(1);

    // A single image lost: staff delete it from the library; the runbook's command puts it back, entry and all.
    expect((await api(`/api/media/${image}`, { method: 'DELETE', token: tokens.admin })).res.status).toBe(200);
    expect((await imageAt(`/api/images/${image}`)).status).toBe(404);
    const single = await runRestoreImages(storage.dir, ['--image', image]);
    expect(single).toContain(`restored ${image}`);
    expect(await imageAt(`/api/images/${image}`)).toEqual(imageBefore);
    expect((await imageAt(`/api/images/cards/${image}`)).status).toBe(200);
    const entry = await api(`/api/media/${image}`, { token: tokens.admin });
    expect(entry.body.data).toMatchObject({ alt: 'Restore drill picture', focal: { x: 0.3, y: 0.6 } });
    expect((await dumpFirestore(db))[`media/${image}`]).toMatchObject({
      createdAt: (before[`media/${image}`] as { createdAt: unknown }).createdAt,
    });

    // A whole day lost: the image deleted again and the database wiped, then the day's export and images restored.
    expect((await api(`/api/media/${image}`, { method: 'DELETE', token: tokens.admin })).res.status).toBe(200);

    // Wipe, import. The import runs whatever happens after the wipe, so the shared database is never left empty for
    // the files after this one; the wipe is checked after it (the drill proves nothing without it).
    let wiped: Record<string, unknown> | undefined;
    let importMs = 0;
    try {
      await wipeFirestore();
      wiped = await dumpFirestore(db);
    } finally {
      const importStarted = performance.now();
      await importFirestore(metadata);
      importMs = performance.now() - importStarted;
    }
    expect(wiped).toEqual({});
    expect((await imageAt(`/api/images/${image}`)).status).toBe(404);
    const day = await runRestoreImages(storage.dir, ['--from', backup.name]);
    expect(day).toContain(`restored ${image}`);

    // The database is what it was, document for document, timestamps included.
    const after = await dumpFirestore(db);
    expect(Object.keys(after).sort()).toEqual([...paths].sort());
    expect(after).toEqual(before);
    expect(await imageAt(`/api/images/${image}`)).toEqual(imageBefore);
    console.log(
      `restore drill: ${paths.length} documents (${revisions.length} revisions of the drill's blog), export ` +
        `${exportMs.toFixed(0)} ms, import ${importMs.toFixed(0)} ms; ${backup.images} images backed up`,
    );

    // And the site reads it again: the blog with its revisions, through the API.
    const listed = await api(`/blog/${blogId}/revisions`, { token: tokens.admin });
    expect(listed.res.status).toBe(200);
    expect((listed.body.data as unknown[]).length).toBe(2);
    const listedInquiries = await api('/api/contact-requests', { token: tokens.admin });
    expect(JSON.stringify(listedInquiries.body.data)).toContain(inquiry);
    // Two runs of the restore command (a Node process each) on top of the seeding, export and import.
  }, 180_000);
});
