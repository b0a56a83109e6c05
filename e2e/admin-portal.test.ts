import type { Page } from '../tests/support/e2e/browser';
import sharp from 'sharp';
import { toSlug } from '@shared/slug';
import { findAxeViolations } from '../tests/support/e2e/axe';
import { searchAdminList } from '../tests/support/e2e/staff-flows';
import {
  test,
  expect,
  expectAnnounced,
  escapeRegExp,
  DESKTOP,
  PHONE,
  baseUrl,
  openPage,
  waitUntilSettled,
  useBrowser,
} from '../tests/support/e2e/browser';

const browser = useBrowser();

const ADMIN_ROUTES = ['/admin', '/admin/blogs', '/admin/location-pages', '/admin/inquiries'];
/** Runs if rendered; the assertions check it never does. */
const XSS_HTML =
  '<p>Safe words stay.</p><script>window.__xss = "script"</script><img src=x onerror="window.__xss = \'img\'">' +
  '<a href="javascript:window.__xss=\'link\'">a link</a><svg onload="window.__xss = \'svg\'"></svg>';

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The seeded administrator's saved session: the sign-in form itself is tested in foundation. */
const openAsAdmin = (path: string, viewport = DESKTOP) => openPage(browser, path, viewport, { asAdmin: true });

/** Collects alert()/confirm() calls and reads the flag the payloads would set. */
function watchForScripts(page: Page): { dialogs: string[]; flag: () => Promise<unknown> } {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { dialogs, flag: () => page.evaluate(() => (window as { __xss?: unknown }).__xss) };
}

async function pngUpload(name: string) {
  const buffer = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#1d6fa5' } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

type Scripts = ReturnType<typeof watchForScripts>;

/** Opens a public page as a new anonymous visitor (own context, empty cache) until `check` passes. */
function visitPublic(path: string, check: (page: Page, scripts: Scripts) => Promise<void>): Promise<void> {
  return expect(async () => {
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl() });
    try {
      const page = await context.newPage();
      const scripts = watchForScripts(page);
      await page.goto(path);
      await check(page, scripts);
    } finally {
      await context.close();
    }
  }).toPass({ timeout: 20_000 });
}

/** A request from a fresh context, so no browser cache can answer for the server. */
async function publicGet(path: string): Promise<{ status: number; body: Record<string, unknown> | null }> {
  const context = await browser.newContext({ baseURL: baseUrl() });
  const response = await context.request.get(path);
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  await context.close();
  return { status: response.status(), body };
}

test.describe('admin guard', { tag: '@desktop' }, () => {
  // One anonymous visitor tries each route in turn: signed out stays signed out, so a context per route adds nothing.
  test('sends an anonymous visitor from every admin route to /login', async () => {
    const { context, page } = await openPage(browser, ADMIN_ROUTES[0]!);
    for (const route of ADMIN_ROUTES) {
      if (route !== ADMIN_ROUTES[0]) await page.goto(route);
      await expect(page, route).toHaveURL((url) => url.pathname === '/login');
      await expect(page.getByRole('heading', { name: 'Sign in' }), route).toBeVisible();
    }
    await context.close();
  });

  test('sends a signed-in visitor without the admin claim from every admin route to /login', async () => {
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'visitor@example.com', 'Visitor-demo-1');
    await expect(page.getByText(/does not have administrator access/)).toBeVisible();
    for (const route of ADMIN_ROUTES) {
      await page.goto(route);
      await expect(page).toHaveURL((url) => url.pathname === '/login');
      await expect(page.getByText(/does not have administrator access/)).toBeVisible();
    }
    await context.close();
  });
});

test.describe('blogs', { tag: '@desktop' }, () => {
  test('creates a blog with an uploaded image, edits it, deletes it and can undo the delete', async () => {
    test.setTimeout(120_000);
    const { context, page, errors } = await openAsAdmin('/admin/blogs');
    const scripts = watchForScripts(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Blogs Listing', exact: true })).toBeVisible();
    await searchAdminList(page, 'blogs', 'Fibre');
    await expect(
      page.getByRole('heading', { name: 'Fibre: The Most Underrated Nutrient on Your Plate' }),
    ).toBeVisible();
    // The list shows only this test's blog from here on (its title and address carry the stamp).
    const stamp = String(Date.now());
    await searchAdminList(page, 'blogs', stamp);

    const title = `Walking After Dinner ${stamp}`;
    const slug = toSlug(title);
    await page.getByRole('button', { name: 'Upload New Blog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Blogs Upload' });
    await dialog.getByLabel(/^Title/).fill(title);
    await expect(dialog.getByLabel('Address (slug)')).toHaveValue(slug);
    await expect(dialog.getByRole('group', { name: /^Content item \d+$/ })).toHaveCount(10);
    await dialog.getByLabel('Brief paragraph').fill('A short walk after meals helps blood sugar.');
    const first = dialog.getByRole('group', { name: 'Content item 1', exact: true });
    await first.getByLabel('Heading').fill('Why it works');
    // Hostile markup goes in through the HTML view, as someone pasting raw HTML would.
    await first.getByRole('button', { name: 'Edit as HTML' }).click();
    await first.getByLabel('Text (HTML)').fill(XSS_HTML);

    await dialog.getByLabel('Choose an image').setInputFiles(await pngUpload('walk.png'));
    await expect(dialog.getByText('Current image')).toBeVisible();
    const imageSrc = await dialog.locator('.blog-image-preview img').getAttribute('src');
    expect(imageSrc).toMatch(/^\/api\/images\/[a-f0-9]{32}\.webp$/);
    await dialog.getByLabel(/^Image description/).fill('Two people walking along a lakeside path at dusk.');
    await dialog.getByLabel('Meta title').fill('Walking After Dinner');
    await dialog.getByLabel('Meta description').fill('Why a ten-minute walk after meals is worth it.');

    // The live preview renders the HTML, sanitized: nothing runs.
    await expect(dialog.locator('.blog-preview').getByText('Safe words stay.')).toBeVisible();
    await expect(dialog.locator('.blog-preview script, .blog-preview [onerror]')).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    // No medical review stamp: a warning to confirm before publishing.
    const checks = page.getByRole('dialog', { name: 'Check before publishing' });
    await expect(
      checks.getByText('This health article has no medical review stamp (reviewed by, and when).'),
    ).toBeVisible();
    await checks.getByRole('button', { name: 'Publish anyway' }).click();
    await expectAnnounced(page, 'Blog created.');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    // The card shows the public address of the blog.
    await expect(page.getByText(`/article/${slug}`, { exact: true })).toBeVisible();

    let published = await publicGet(`/api/blogs/url/${slug}`);
    await expect(async () => {
      published = await publicGet(`/api/blogs/url/${slug}`);
      expect(published.status).toBe(200);
    }).toPass({ timeout: 20_000 });
    const blog = published.body?.data as {
      blog_id: string;
      title: string;
      blog_image: string;
      blogs_content: { paragraph: string }[];
    };
    expect(blog.title).toBe(title);
    expect(blog.blog_image).toBe(imageSrc);
    expect(blog.blogs_content[0]?.paragraph).toContain('Safe words stay.');
    expect(blog.blogs_content[0]?.paragraph).not.toMatch(/script|onerror|javascript:|onload/i);
    const image = await context.request.get(blog.blog_image);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/webp');

    // Whatever the public article route renders for it (the articles integration is separate), nothing runs.
    const reader = await openPage(browser, `/article/${slug}`);
    const readerScripts = watchForScripts(reader.page);
    await waitUntilSettled(reader.page);
    expect(readerScripts.dialogs).toEqual([]);
    await expect(readerScripts.flag()).resolves.toBeUndefined();
    await reader.context.close();

    // Edit: the stored values are in the form before it shows.
    await page.getByRole('button', { name: `Edit Blog: ${title}` }).click();
    await expect(dialog.getByLabel(/^Title/)).toHaveValue(title);
    await expect(dialog.getByRole('group', { name: 'Content item 1', exact: true }).getByLabel('Heading')).toHaveValue(
      'Why it works',
    );
    await expect(dialog.getByLabel(/^Image description/)).toHaveValue(
      'Two people walking along a lakeside path at dusk.',
    );
    const edited = `${title} (updated)`;
    await dialog.getByLabel(/^Title/).fill(edited);
    await expect(dialog.getByLabel('Address (slug)')).toHaveValue(slug);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await checks.getByRole('button', { name: 'Publish anyway' }).click();
    await expectAnnounced(page, 'Blog updated.');
    await expect(page.getByRole('heading', { name: edited })).toBeVisible();

    // Delete asks first, then offers Undo, which takes the blog back out of the trash with its own id.
    await page.getByRole('button', { name: `Delete Blog: ${edited}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this blog?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectAnnounced(page, 'Blog deleted.');
    // The pointer on the banner keeps it (and its Undo) up while the public side is checked, which can take longer
    // than the banner's 10 s on a busy machine.
    const undo = page.getByRole('button', { name: 'Undo' });
    await undo.hover();
    await expect(page.getByRole('heading', { name: edited })).toHaveCount(0);
    await expect(async () => expect((await publicGet(`/api/blogs/url/${slug}`)).status).toBe(404)).toPass({
      timeout: 20_000,
    });

    await undo.click();
    await expectAnnounced(page, 'The blog is back.');
    await expect(page.getByRole('heading', { name: edited })).toBeVisible();
    let restored = await publicGet(`/api/blogs/url/${slug}`);
    await expect(async () => {
      restored = await publicGet(`/api/blogs/url/${slug}`);
      expect(restored.status).toBe(200);
    }).toPass({ timeout: 20_000 });
    expect((restored.body?.data as { blog_id: string }).blog_id).toBe(blog.blog_id);

    await page.getByRole('button', { name: `Delete Blog: ${edited}` }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectAnnounced(page, 'Blog deleted.');
    await expect(page.getByRole('heading', { name: edited })).toHaveCount(0);
    await expect(async () => expect((await publicGet(`/api/blogs/url/${slug}`)).status).toBe(404)).toPass({
      timeout: 20_000,
    });

    expect(scripts.dialogs).toEqual([]);
    await expect(scripts.flag()).resolves.toBeUndefined();
    expect(errors.filter((e) => !/404|Content Security Policy/.test(e))).toEqual([]);
    await context.close();
  });

  test('gives the draft back after a reload in the middle of editing', async () => {
    test.setTimeout(90_000);
    const { context, page } = await openAsAdmin('/admin/blogs', PHONE);
    await searchAdminList(page, 'blogs', 'Fibre');
    await page.getByRole('button', { name: 'Edit Blog: Fibre: The Most Underrated Nutrient on Your Plate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Blogs Upload' });
    const brief = dialog.getByLabel('Brief paragraph');
    await expect(brief.inputValue()).resolves.toContain('Most adults eat about half the fibre they need.');
    await brief.fill('Typed on a phone on the subway, then the tab was reloaded.');
    // The draft is saved after a short pause in typing: reload once it is in storage, not after a guessed delay.
    await page.waitForFunction(
      (typed) => Object.keys(localStorage).some((key) => localStorage.getItem(key)?.includes(typed)),
      'Typed on a phone on the subway',
    );
    await page.reload();

    await expect(page.getByText(/You have an unsaved draft from/)).toBeVisible();
    await page.getByRole('button', { name: 'Restore' }).click();
    await expect(dialog.getByLabel('Brief paragraph')).toHaveValue(
      'Typed on a phone on the subway, then the tab was reloaded.',
    );

    // Closing asks first, and the draft stays on the device; discarding the offer removes it.
    await dialog.getByRole('button', { name: 'Discard', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Discard your changes?' })
      .getByRole('button', { name: 'Discard changes' })
      .click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(/You have an unsaved draft from/)).toBeVisible();
    await page.getByRole('button', { name: 'Discard', exact: true }).click();
    await expect(page.getByText(/You have an unsaved draft from/)).toHaveCount(0);
    await expect(
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('clinic-admin-draft:'))),
    ).resolves.toEqual([]);
    await context.close();
  });
});

test.describe('location pages', { tag: '@desktop' }, () => {
  test('refuses a slug already in use, then creates a location page, shows it publicly, edits it and deletes it', async () => {
    test.setTimeout(120_000);
    const { context, page } = await openAsAdmin('/admin/location-pages');
    await expect(page.getByRole('heading', { level: 1, name: 'Location Pages' })).toBeVisible();
    await searchAdminList(page, 'location pages', 'executive-health-yorkville');
    await expect(page.getByRole('heading', { name: '/location/executive-health-yorkville' })).toBeVisible();
    await searchAdminList(page, 'location pages', '');

    const slug = `preventive-care-leaside-${Date.now()}`;
    await page.getByRole('button', { name: 'Add New Location Page' }).click();
    const dialog = page.getByRole('dialog', { name: 'Location Page Upload' });

    // Nothing is sent while required fields are empty; the schema's message shows instead.
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByText('14 fields need attention')).toBeVisible();

    // A slug another location page already uses is refused before saving (the free one below is then accepted).
    await dialog.getByLabel(/^Slug/).fill('executive-health-yorkville');
    await expect(dialog.getByText('This address is already used by another location page')).toBeVisible();

    const fields: [RegExp, string][] = [
      [/^Slug/, slug],
      [/^Main heading/, 'Preventive Care for Leaside Families'],
      [/^Main paragraph/, '<p>Minutes from Leaside, with <strong>unhurried</strong> appointments.</p>'],
      [/^Heading 1/, 'Assessments close to home'],
      [/^Paragraph 1/, XSS_HTML],
      [/^Heading 2/, 'One team'],
      [/^Paragraph 2/, '<p>The same clinicians over time.</p>'],
      [/^Heading 3/, 'Practical prevention'],
      [/^Paragraph 3/, '<ul><li>Sleep</li><li>Movement</li></ul>'],
      [/^Heading 4/, 'Getting started'],
      [/^Paragraph 4/, '<p>Book a consultation.</p>'],
      [/^Highlighted heading/, 'Your healthiest year starts here'],
      [/^Meta title/, 'Preventive Care in Leaside'],
      [/^Meta description/, 'Executive health assessments and preventive care near Leaside, Toronto.'],
      [/^Meta keywords/, 'preventive care Leaside, executive health'],
    ];
    for (const [label, value] of fields) {
      // Rich-text fields take raw markup (hostile included) through their HTML view.
      const richField = dialog.locator('.rich-text').filter({ has: page.locator('label', { hasText: label }) });
      if ((await richField.count()) > 0) await richField.getByRole('button', { name: 'Edit as HTML' }).click();
      await dialog.getByLabel(label).fill(value);
    }
    await expect(dialog.getByText('✓ This address is free.')).toBeVisible();
    await expect(dialog.locator('.location-page--preview').getByText('Safe words stay.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expectAnnounced(page, 'Location page created.');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { name: `/location/${slug}` })).toBeVisible();

    await visitPublic(`/location/${slug}`, async (visitor, scripts) => {
      await expect(
        visitor.getByRole('heading', { level: 1, name: 'Preventive Care for Leaside Families' }),
      ).toBeVisible({ timeout: 5000 });
      await expect(visitor.getByText('Safe words stay.')).toBeVisible();
      await expect(visitor.getByRole('link', { name: 'GET STARTED' })).toHaveAttribute('href', '/contact');
      await expect(visitor.title()).resolves.toContain('Preventive Care in Leaside');
      await expect(visitor.locator('link[rel="canonical"]').getAttribute('href')).resolves.toMatch(
        new RegExp(`/location/${slug}$`),
      );
      await expect(
        visitor.locator('main script:not([type="application/ld+json"]), main [onerror], main [onload]'),
      ).toHaveCount(0);
      expect(scripts.dialogs).toEqual([]);
      await expect(scripts.flag()).resolves.toBeUndefined();
    });

    // Edit: the stored values are in the form.
    await page.getByRole('button', { name: `Edit Location: ${slug}` }).click();
    await expect(dialog.getByLabel(/^Main heading/)).toHaveValue('Preventive Care for Leaside Families');
    await expect(dialog.getByLabel(/^Meta keywords/)).toHaveValue('preventive care Leaside, executive health');
    await dialog.getByLabel(/^Main heading/).fill('Preventive Care for Leaside and Davisville');
    await dialog.getByLabel(/^Canonical link/).fill('https://example.com/location/leaside');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expectAnnounced(page, 'Location page updated.');

    await visitPublic(`/location/${slug}`, async (visitor) => {
      await expect(
        visitor.getByRole('heading', { level: 1, name: 'Preventive Care for Leaside and Davisville' }),
      ).toBeVisible({ timeout: 5000 });
      await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        'https://example.com/location/leaside',
      );
    });

    await page.getByRole('button', { name: `Delete Location: ${slug}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete this location page?' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expectAnnounced(page, 'Location page deleted.');
    await expect(page.getByRole('heading', { name: `/location/${slug}` })).toHaveCount(0);

    await visitPublic(`/location/${slug}`, async (visitor) => {
      await expect(visitor.getByRole('heading', { level: 1, name: /Requested Page Could Not Be Found/ })).toBeVisible({
        timeout: 5000,
      });
    });
    await context.close();
  });
});

test.describe('the portal on a 390 px phone', { tag: '@phone' }, () => {
  // Every admin page is visited here as an administrator: the noindex check (the same at any width) rides along.
  test('never scrolls sideways, marks every page noindex, and the popup and its buttons fit', async () => {
    test.setTimeout(90_000);
    const { context, page } = await openAsAdmin('/admin', PHONE);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    for (const route of ADMIN_ROUTES) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('meta[name="robots"]').first(), route).toHaveAttribute(
        'content',
        escapeRegExp('noindex'),
      );
      await waitUntilSettled(page);
      expect(await overflow(), route).toBeLessThanOrEqual(0);
      expect(await findAxeViolations(page), route).toEqual([]);
    }

    await page.goto('/admin/blogs');
    await page.getByRole('button', { name: 'Upload New Blog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Blogs Upload' });
    await expect(dialog.getByLabel(/^Title/)).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(PHONE.width);
    const body = dialog.locator('.dialog__body');
    await expect(body.evaluate((el) => el.scrollWidth - el.clientWidth)).resolves.toBeLessThanOrEqual(0);
    for (const name of ['Save', 'Discard', 'Add content item']) {
      const button = dialog.getByRole('button', { name, exact: true });
      const size = await button.boundingBox();
      expect(size?.height, name).toBeGreaterThanOrEqual(44);
    }
    expect(await overflow()).toBeLessThanOrEqual(0);

    // The popup with its error summary and field messages passes axe too (nothing is sent: the title is empty).
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByText('One field needs attention')).toBeVisible();
    expect(await findAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
