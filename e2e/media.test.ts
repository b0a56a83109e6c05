import sharp from 'sharp';
import type { Page } from '../tests/support/e2e/browser';
import { toSlug } from '@shared/slug';
import {
  test,
  expect,
  expectAnnounced,
  DESKTOP,
  PHONE,
  baseUrl,
  openPage,
  useBrowser,
} from '../tests/support/e2e/browser';
import { api, demoTokens, getJson } from '../tests/support/http';
import { resetRateLimits } from '../tests/support/limits-and-mail';

const browser = useBrowser();
const created: string[] = [];
let adminToken = '';

test.beforeAll(async () => {
  await resetRateLimits();
  adminToken = (await demoTokens()).admin;
});

test.afterAll(async () => {
  const all = (await api('/blogs', { token: adminToken })).body.data as { blog_id: string; slug_url: string }[];
  for (const blog of all.filter((b) => created.includes(b.slug_url))) {
    await api(`/blog/${blog.blog_id}`, { method: 'DELETE', token: adminToken });
    await api(`/api/blogs/trash/${blog.blog_id}`, { method: 'DELETE', token: adminToken });
  }
  await resetRateLimits();
});

/** A portrait, red above and blue below, uploaded and described through the API: answers its stored name. */
async function uploadDescribed(alt: string): Promise<string> {
  const half = (background: string) =>
    sharp({ create: { width: 600, height: 600, channels: 3, background } })
      .png()
      .toBuffer();
  const png = await sharp({ create: { width: 600, height: 1200, channels: 3, background: '#000' } })
    .composite([
      { input: await half('#dc0000'), top: 0, left: 0 },
      { input: await half('#0000dc'), top: 600, left: 0 },
    ])
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'portrait.png');
  const { body } = await getJson('/api/backup-files/upload_files', {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  const name = String(body.data).split('/').pop()!;
  const saved = await api(`/api/media/${name}`, { method: 'PUT', json: { alt }, token: adminToken });
  expect(saved.res.status).toBe(200);
  return name;
}

/** The seeded administrator's saved session (the sign-in form is tested in foundation). */
const signIn = (viewport: { width: number; height: number }, path: string) =>
  openPage(browser, path, viewport, { asAdmin: true });

async function cardColour(name: string) {
  const res = await fetch(`${baseUrl()}/api/images/cards/${name}`, { cache: 'no-store' });
  const bytes = Buffer.from(await res.arrayBuffer());
  const { channels } = await sharp(bytes).stats();
  return { bytes, r: channels[0]!.mean, b: channels[2]!.mean };
}

const pick = async (page: Page, purpose: string, alt: string) => {
  const picker = page.getByRole('dialog', { name: `Choose an image for ${purpose}` });
  await picker.getByRole('button', { name: `Use “${alt}”` }).click();
  await expect(picker).toHaveCount(0);
};

/**
 * Each flow at one width: picking into a post where staff write (a phone), the focal point on the library screen at
 * 1280 px. media-library-upload covers the library screen and its details at 390 px.
 */
test.describe('the media library', () => {
  test(
    'picks an earlier image into a post and into its text, with the stored alt text offered',
    { tag: '@phone' },
    async () => {
      test.setTimeout(120_000);
      const viewport = PHONE;
      const alt = `Red and blue portrait ${viewport.width} ${Date.now()}`;
      const name = await uploadDescribed(alt);
      const { context, page } = await signIn(viewport, '/admin/blogs');
      const title = `Library Pick ${viewport.width} ${Date.now()}`;
      created.push(toSlug(title));
      await page.getByRole('button', { name: 'Upload New Blog' }).click();
      const dialog = page.getByRole('dialog', { name: 'Blogs Upload' });
      await dialog.getByLabel(/^Title/).fill(title);
      await dialog.getByLabel('Brief paragraph').fill('Picked from the library.');
      // A draft: the pre-publish checks (review stamp, snippet length) are another test's subject.
      await dialog.getByLabel('Draft: hidden from visitors').check();

      await dialog.getByRole('button', { name: 'Choose from the library' }).click();
      await pick(page, 'the blog', alt);
      await expect(dialog.getByLabel('Image description (alt text)')).toHaveValue(alt);
      await expect(dialog.locator('.blog-image-preview img')).toHaveAttribute('src', `/api/images/${name}`);

      const first = dialog.getByRole('group', { name: 'Content item 1', exact: true });
      await first.getByLabel('Heading').fill('In pictures');
      const editor = first.getByRole('textbox', { name: 'Text' });
      await editor.click();
      await page.keyboard.type('Our clinic:');
      await first.getByRole('toolbar').getByRole('button', { name: 'Insert image from the library' }).click();
      await pick(page, 'the text', alt);
      const altInput = first.getByRole('textbox', { name: 'Image description (alt text)' });
      await expect(altInput).toHaveValue(alt);
      // Alt text is required: an empty one is refused and nothing is inserted.
      await altInput.fill('   ');
      await first.getByRole('button', { name: 'Insert image', exact: true }).click();
      await expect(first.getByRole('alert').filter({ hasText: 'Describe the image' })).toBeVisible();
      await expect(editor.locator('img')).toHaveCount(0);
      await altInput.fill('The waiting room');
      await first.getByRole('button', { name: 'Insert image', exact: true }).click();
      await expect(editor.locator(`img[src="/api/images/${name}"][alt="The waiting room"]`)).toBeVisible();

      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await expectAnnounced(page, 'Blog created.');
      const blogs = (await api('/blogs', { token: adminToken })).body.data as {
        slug_url: string;
        blog_image: string;
        blog_image_alt: string;
        blogs_content: { paragraph: string }[];
      }[];
      const blog = blogs.find((b) => b.slug_url === toSlug(title));
      expect(blog).toMatchObject({ blog_image: `/api/images/${name}`, blog_image_alt: alt });
      expect(blog?.blogs_content[0]?.paragraph).toContain(`<img src="/api/images/${name}" alt="The waiting room"`);

      // The library now says where the image is used.
      const used = await api(`/api/media/${name}`, { token: adminToken });
      expect(used.body.data).toMatchObject({ usedIn: expect.arrayContaining([expect.objectContaining({ title })]) });
      await context.close();
    },
  );

  test('sets a focal point by tapping the picture, and the card crop moves to it', { tag: '@desktop' }, async () => {
    test.setTimeout(120_000);
    const viewport = DESKTOP;
    const alt = `Focal test ${viewport.width} ${Date.now()}`;
    const name = await uploadDescribed(alt);
    const before = await cardColour(name);
    // Cut around the centre: half red, half blue.
    expect(Math.abs(before.r - before.b)).toBeLessThan(40);

    const { context, page } = await signIn(viewport, '/admin/media');
    await expect(page.getByRole('heading', { level: 1, name: 'Media Library' })).toBeVisible();
    const tile = page.getByRole('article', { name: alt });
    await tile.getByRole('button', { name: `Details: ${alt}` }).click();
    const card = page.getByRole('dialog', { name: 'Image details' });
    const picture = card.getByRole('button', { name: /^Focal point:/ });
    const box = (await picture.boundingBox())!;
    // Near the bottom of the picture: the blue half.
    await picture.click({ position: { x: box.width / 2, y: box.height * 0.9 } });
    await expect(picture.getAttribute('aria-label')).resolves.toMatch(
      /(49|50|51)% from the left, (8\d|9\d)% from the top/,
    );
    // The keyboard moves it too: one step up.
    await picture.press('ArrowUp');
    await expect(card.getByLabel('From the top (%)').inputValue()).resolves.toMatch(/^(8\d|7\d)$/);
    await card.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      card.getByRole('status').filter({ hasText: 'The crops now centre on the new focal point.' }),
    ).toBeVisible();

    const after = await cardColour(name);
    expect(after.bytes.equals(before.bytes)).toBe(false);
    expect(after.b).toBeGreaterThan(150);
    expect(after.r).toBeLessThan(60);
    // The library's own thumbnail asks for the new crop.
    await expect(async () => {
      expect(await tile.locator('img.media-tile__thumb').getAttribute('src')).toMatch(/focal=0\.(49|5|51)\d*,0\.[789]/);
    }).toPass({ timeout: 20_000 });
    await context.close();
  });
});
