import { SHARED_FILES_CACHE } from '@shared/pwa/share-target';
import { findAxeViolations } from '../tests/support/e2e/axe';
import { test, expect, PHONE, openPage, useBrowser, type Page } from '../tests/support/e2e/browser';
import { waitForServiceWorker } from '../tests/support/e2e/service-worker-page';
import { SEEDED_ADMIN } from '../tests/support/e2e/staff-flows';
import { api, demoTokens, getJson } from '../tests/support/http';
import { buildImage } from '../tests/support/images';
import { resetRateLimits } from '../tests/support/limits-and-mail';

// Adding images to the media library at 390 px: several from the file picker, one shared from the phone's gallery
// through the manifest's share target while signed out, and the grid of thumbnails they land in.

const browser = useBrowser();
const STAMP = Date.now().toString(36);
let adminToken = '';

type Item = { name: string; alt: string };

/** Every image in the library whose description carries this run's stamp. */
async function ourImages(): Promise<Item[]> {
  const found: Item[] = [];
  let cursor: string | null = null;
  do {
    const { body } = await api(`/api/media?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, {
      token: adminToken,
    });
    found.push(...(body.data as Item[]).filter((item) => item.alt.includes(STAMP)));
    cursor = (body.nextCursor as string | null) ?? null;
  } while (cursor);
  return found;
}

/** The upload's own path, as the library screen calls it. */
const isUpload = (url: string) => new URL(url).pathname === '/api/backup-files/upload_files';

async function describeUpload(page: Page, fileName: string, alt: string) {
  const form = page.getByRole('form', { name: `Describe ${fileName}` });
  await form.getByLabel(`Description of ${fileName} (alt text)`).fill(alt);
  await form.getByRole('button', { name: 'Save description' }).click();
  await expect(page.getByText(`Described as “${alt}”. Ready to use.`)).toBeVisible();
}

test.beforeAll(async () => {
  await resetRateLimits();
  adminToken = (await demoTokens()).admin;
});

test.afterAll(async () => {
  for (const item of await ourImages()) await api(`/api/media/${item.name}`, { method: 'DELETE', token: adminToken });
  await resetRateLimits();
});

test.describe('adding images to the media library', { tag: '@phone' }, () => {
  test('takes three files at once from the library screen: two images added, the other refused by name', async () => {
    test.setTimeout(240_000);
    const { page, errors } = await openPage(browser, '/admin/media', PHONE, { asAdmin: true });
    await expect(page.getByRole('heading', { level: 1, name: 'Media Library' })).toBeVisible();
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && isUpload(request.url())) uploads.push(request.url());
    });

    const garden = `garden-${STAMP}.png`;
    const lobby = `lobby-${STAMP}.jpg`;
    await page.getByLabel('Choose images').setInputFiles([
      { name: garden, mimeType: 'image/png', buffer: Buffer.from(await buildImage('png', 480, 320)) },
      { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% not a picture\n') },
      { name: lobby, mimeType: 'image/jpeg', buffer: Buffer.from(await buildImage('jpeg', 400, 500)) },
    ]);

    const list = page.getByRole('list', { name: 'Uploads' });
    await expect(list.getByRole('alert').filter({ hasText: 'notes.pdf is not an image.' })).toBeVisible();
    // Generous waits: on a loaded machine the server's re-encoding of each image takes a while.
    await expect(list.getByText(`${garden} uploaded.`)).toBeVisible({ timeout: 90_000 });
    await expect(list.getByText(`${lobby} uploaded.`)).toBeVisible({ timeout: 90_000 });
    // Each image waits for its description before it can be used anywhere.
    await describeUpload(page, garden, `Clinic garden ${STAMP}`);
    await describeUpload(page, lobby, `Clinic lobby ${STAMP}`);

    const grid = page.getByRole('list', { name: 'Images, page 1' });
    await expect(grid.getByRole('button', { name: `Details: Clinic garden ${STAMP}` })).toBeVisible();
    await expect(grid.getByRole('button', { name: `Details: Clinic lobby ${STAMP}` })).toBeVisible();
    expect(uploads).toHaveLength(2);
    expect((await ourImages()).map((item) => item.alt).sort()).toEqual([
      `Clinic garden ${STAMP}`,
      `Clinic lobby ${STAMP}`,
    ]);
    expect(errors).toEqual([]);
  });

  test('keeps a photo shared while signed out, and uploads it once the admin has signed in', async () => {
    test.setTimeout(240_000);
    const { page } = await openPage(browser, '/', PHONE, { serviceWorker: true });
    await waitForServiceWorker(page);
    const shared = `shared-${STAMP}.png`;
    const bytes = [...(await buildImage('png', 400, 400))];

    // What the phone's Share sheet does: a multipart POST of the photo to the manifest's share target, as a
    // navigation the service worker answers.
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/login'),
      page.evaluate(
        ({ bytes, shared }) => {
          const form = document.createElement('form');
          form.method = 'POST';
          form.enctype = 'multipart/form-data';
          form.action = '/admin/media/share';
          const input = document.createElement('input');
          input.type = 'file';
          input.name = 'images';
          const files = new DataTransfer();
          files.items.add(new File([new Uint8Array(bytes)], shared, { type: 'image/png' }));
          input.files = files.files;
          form.append(input);
          document.body.append(form);
          form.submit();
        },
        { bytes, shared },
      ),
    ]);
    // Signed out: the sign-in comes first, remembering the library and its marker; the photo waits on the device.
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin/media?shared=1');
    const kept = () =>
      page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, SHARED_FILES_CACHE);
    expect(await kept()).toBe(1);

    await page.getByRole('textbox', { name: 'Email' }).fill(SEEDED_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(SEEDED_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/admin/media' && url.search === '?shared=1');

    const list = page.getByRole('list', { name: 'Uploads' });
    await expect(list.getByText(`${shared} uploaded.`)).toBeVisible({ timeout: 90_000 });
    // Let go of only once uploaded.
    await expect.poll(kept).toBe(0);
    await describeUpload(page, shared, `Shared photo ${STAMP}`);
    await expect(
      page
        .getByRole('list', { name: 'Images, page 1' })
        .getByRole('button', { name: `Details: Shared photo ${STAMP}` }),
    ).toBeVisible();
  });

  test('shows the library as a grid, three or more across at 390 px, with details on tap, and passes axe', async () => {
    test.setTimeout(240_000);
    // Three images of this run at least, whatever ran before.
    for (let i = 0; i < 3; i++) {
      const form = new FormData();
      form.append(
        'image',
        new Blob([new Uint8Array(await buildImage('png', 640, 480))], { type: 'image/png' }),
        'grid.png',
      );
      const { body } = await getJson('/api/backup-files/upload_files', {
        method: 'POST',
        body: form,
        headers: { Authorization: `Bearer ${adminToken}` },
      });
      const name = String(body.data).split('/').pop()!;
      await api(`/api/media/${name}`, { method: 'PUT', json: { alt: `Grid image ${i} ${STAMP}` }, token: adminToken });
    }
    const { page } = await openPage(browser, '/admin/media', PHONE, { asAdmin: true });
    const tiles = page.getByRole('list', { name: 'Images, page 1' }).getByRole('button', { name: /^Details: / });
    await expect(tiles.nth(2)).toBeVisible();
    const boxes = await Promise.all([0, 1, 2].map(async (i) => (await tiles.nth(i).boundingBox())!));
    // One row: the same top, side by side, inside the screen, each a generous target.
    expect(Math.max(...boxes.map((box) => box.y)) - Math.min(...boxes.map((box) => box.y))).toBeLessThan(1);
    expect(boxes[0]!.x).toBeLessThan(boxes[1]!.x);
    expect(boxes[1]!.x).toBeLessThan(boxes[2]!.x);
    expect(boxes[2]!.x + boxes[2]!.width).toBeLessThanOrEqual(PHONE.width);
    for (const box of boxes) expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    expect(await findAxeViolations(page)).toEqual([]);

    // Described, they are not among those missing alt text.
    await page.getByRole('combobox', { name: 'Show' }).selectOption('missing-alt');
    await expect(page.getByRole('button', { name: `Details: Grid image 0 ${STAMP}` })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Show' }).selectOption('all');
    await tiles.filter({ hasText: `Grid image 0 ${STAMP}` }).click();
    const details = page.getByRole('dialog', { name: 'Image details' });
    await expect(details.getByLabel('Description (alt text)')).toHaveValue(`Grid image 0 ${STAMP}`);
    await expect(details.getByText('Not used anywhere')).toBeVisible();
    for (const name of ['Save changes', 'Delete this image']) {
      const box = (await details.getByRole('button', { name }).boundingBox())!;
      expect(box.height, name).toBeGreaterThanOrEqual(44);
    }
    expect(await findAxeViolations(page)).toEqual([]);
  });
});
