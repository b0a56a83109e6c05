import { emulatorAdmin } from '../tests/support/admin-sdk';
import { mailArrivesFor } from '../tests/support/limits-and-mail';
import { PHONE, baseUrl, expect, test, useBrowser, type Page } from '../tests/support/e2e/browser';
import { waitForServiceWorker } from '../tests/support/e2e/service-worker-page';
import { SITE_CONFIG } from '../src/config/site-config';
import { OPERATIONS_CONFIG } from '@shared/operations-config';
import { COLLECTIONS } from '@shared/collections';

const browser = useBrowser();

/** The hero's form code: the compact form and the contact form it reuses. */
const FORM_CODE = /\/assets\/(HeroContactForm|ContactForm)-[^/]+\.js$/;

const THANK_YOU =
  "Thank you for submitting your request. We've received it and will be in touch with more details soon.";

/** The home page at 390 px, recording whether the hero form's code has been fetched. */
async function openHome() {
  const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl() });
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (FORM_CODE.test(new URL(request.url()).pathname)) fetched.push(request.url());
  });
  await page.goto('/');
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')),
  );
  const form = page.getByRole('form', { name: 'Ask us a question' });
  return { context, page, form, fetched };
}

/** Until the form's code has arrived and hydrated it, its button is inert (type="button"). */
const formWorks = (page: Page) =>
  page.waitForFunction(
    () => document.querySelector('.hero-contact button.contact-form__submit')?.getAttribute('type') === 'submit',
    null,
    { timeout: 30_000 },
  );

test.describe('the contact form in the home hero, at 390 px', { tag: '@phone' }, () => {
  test('shows the address and the fax as text, and loads no form code until the visitor nears the form', async () => {
    const { context, page, form, fetched } = await openHome();
    const contact = page.locator('address[aria-label="Contact the clinic"]');
    await expect(contact).toContainText(SITE_CONFIG.address.street);
    await expect(contact).toContainText(`Fax ${SITE_CONFIG.fax.display}`);
    await expect(page.locator(`a[href^="tel:"][href$="${SITE_CONFIG.fax.dial.slice(-10)}"]`)).toHaveCount(0);
    expect(fetched).toEqual([]);

    await form.getByRole('textbox', { name: /^Name/ }).focus();
    await formWorks(page);
    expect(fetched.length).toBeGreaterThan(0);
    await context.close();
  });

  test('names what is missing, keeps what was typed, and sends nothing', async () => {
    const { context, page, form } = await openHome();
    const name = form.getByRole('textbox', { name: /^Name/ });
    await name.fill('Pat Example');
    await formWorks(page);
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByRole('heading', { name: 'Please fix 3 problems' })).toBeVisible();
    await expect(form.getByText('Enter your email address.').first()).toBeVisible();
    await form.getByRole('textbox', { name: /^Email/ }).fill('not an address');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByText('Enter a valid email address.').first()).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(name).toHaveValue('Pat Example');
    await context.close();
  });

  test('sends the request: stored like the contact page’s, and the staff mail names the sender without the message', async () => {
    const { context, page, form } = await openHome();
    const sender = `Hero Sender ${Date.now()}`;
    const email = `hero.${Date.now()}@example.com`;
    const message = `Could I book an assessment for my father? Reference ${Date.now()}.`;
    await form.getByRole('textbox', { name: /^Name/ }).fill(sender);
    await form.getByRole('textbox', { name: /^Email/ }).fill(email);
    await form.getByRole('textbox', { name: /^Phone/ }).fill('416 555 0123');
    await form.getByRole('textbox', { name: /^Message/ }).fill(message);
    await form.getByRole('checkbox').check();
    await formWorks(page);
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/thank-you');
    await expect(page.getByText(THANK_YOU)).toBeVisible();

    const { db } = await emulatorAdmin();
    const stored = await db.collection(COLLECTIONS.contactRequests).where('name', '==', sender).get();
    expect(stored.docs.map((doc) => doc.get('message'))).toEqual([message]);
    expect(stored.docs[0]?.get('createdAt')).toBeTruthy();

    const inbox = OPERATIONS_CONFIG.clinicInboxEmail;
    const mail = await mailArrivesFor(inbox);
    const notice = mail.find((item) => item.message.subject.includes(sender));
    expect(notice?.message.subject).toBe(`New contact request from ${sender}`);
    for (const part of [notice?.message.text, notice?.message.html]) {
      expect(part).toContain(sender);
      expect(part).not.toContain(message);
      expect(part).not.toContain('assessment for my father');
      expect(part).not.toContain(email);
      expect(part).not.toContain('416 555 0123');
    }
    await context.close();
  });

  test('offline, says the form needs a connection and keeps everything; back online, it sends', async () => {
    const { context, page, form } = await openHome();
    // A returning visitor: the service worker holds the site's code, so the form still checks what is typed offline.
    await waitForServiceWorker(page);
    // The code loads as the visitor focuses the form; then the connection drops.
    await form.getByRole('textbox', { name: /^Name/ }).focus();
    await formWorks(page);
    await context.setOffline(true);
    const sender = `Offline Sender ${Date.now()}`;
    const message = 'Written on the train, with no signal.';
    await form.getByRole('textbox', { name: /^Name/ }).fill(sender);
    await form.getByRole('textbox', { name: /^Email/ }).fill('offline@example.com');
    await form.getByRole('textbox', { name: /^Message/ }).fill(message);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'Everything you typed is still here' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue(sender);
    await expect(form.getByRole('textbox', { name: /^Message/ })).toHaveValue(message);
    await expect(form.getByRole('checkbox')).toBeChecked();

    await context.setOffline(false);
    await page.waitForFunction(() => navigator.onLine);
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/thank-you');
    const { db } = await emulatorAdmin();
    const stored = await db.collection(COLLECTIONS.contactRequests).where('name', '==', sender).get();
    expect(stored.size).toBe(1);
    await context.close();
  });
});
