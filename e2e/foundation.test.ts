import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, baseUrl, openPage, waitUntilSettled, useBrowser } from '../tests/support/e2e/browser';

const browser = useBrowser();

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('home route', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('renders its hero on a %s without console errors', async (_name, viewport) => {
    const { context, page, errors } = await openPage(browser, '/', viewport);
    await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Explore membership' }).first().isVisible()).resolves.toBe(true);
    await expect(
      page.getByRole('link', { name: 'Learn more about our services', exact: true }).first().getAttribute('href'),
    ).resolves.toBe('/service');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('never ships the Firebase web SDK to a public page', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script') scripts.push(await res.text().catch(() => ''));
    });
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    expect(scripts.length).toBeGreaterThan(0);
    for (const source of scripts) expect(source).not.toContain('identitytoolkit');
    await context.close();
  });

  it('redirects /home to /', async () => {
    const { context, page } = await openPage(browser, '/home');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('shows a not-found page for an unknown path', async () => {
    const { context, page } = await openPage(browser, '/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await context.close();
  });
});

describe('sign-in and the admin guard', () => {
  it('sends an anonymous visitor from /admin to /login', async () => {
    const { context, page } = await openPage(browser, '/admin');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await context.close();
  });

  it('signs the demo admin in against the Auth emulator and reaches /admin, then logs out', async () => {
    const { context, page, errors } = await openPage(browser, '/login', PHONE);
    await signIn(page, 'admin@example.com', 'Admin-demo-1');
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { name: 'Admin Portal' }).waitFor();
    await page.getByText('Signed in as admin@example.com').waitFor();
    for (const name of ['Blogs', 'Location Pages', 'Inquiries']) {
      await expect(page.getByRole('link', { name, exact: true }).isVisible()).resolves.toBe(true);
    }
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await expect(page.evaluate(() => localStorage.getItem('userInfo'))).resolves.toBeNull();
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a signed-in visitor without the isAdmin claim out of /admin', async () => {
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'visitor@example.com', 'Visitor-demo-1');
    await page.getByText(/does not have administrator access/).waitFor();
    // The spec would send every signed-in user to /admin, whose guard sends a non-admin back: the notice stays
    // instead, with a way out (decision 0014).
    await page.getByRole('heading', { level: 1, name: 'Administrator access required' }).waitFor();
    await expect(page.getByRole('button', { name: 'Sign out' }).isVisible()).resolves.toBe(true);
    await waitUntilSettled(page);
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/login');
    await expect(page.getByRole('heading', { name: 'Admin Portal' }).count()).resolves.toBe(0);
    await context.close();
  });

  it('shows a wrong password in red above the form and keeps what was typed', async () => {
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'admin@example.com', 'not-the-password');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toContain('The email or password is incorrect.');
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe('admin@example.com');
    await context.close();
  });
});
