// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateHtml } from '../../../../tests/support/web/hydrate';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { SITE_CONFIG } from '../../../config/site-config';
import { paths } from '../../../paths';
import { REFERRAL_PACK_SAVED_KEY } from '../constants';
import { saveReferralPack } from '../save-referral-pack';
import { installBrowserFakes, removeBrowserFakes } from '../../../../tests/support/web/browser-fakes';
import { ReferralPackPanel } from './ReferralPackPanel';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date(2025, 5, 15, 14, 30).getTime();

const ui = (
  <Router ssrPath={paths.geriatricAssessment}>
    <ReferralPackPanel />
  </Router>
);

beforeEach(() => {
  localStorage.clear();
  // Only the clock is fixed; timers stay real so React and waitFor run normally.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  cleanup();
  removeBrowserFakes();
  vi.useRealTimers();
});

const saveButton = () => screen.getByRole('button', { name: /Save for offline|Update saved copy|Saving/ });

describe('ReferralPackPanel', () => {
  it('describes the pack and links to the printable form and the contact card', () => {
    render(ui);
    expect(screen.getByRole('heading', { level: 2, name: 'Referral pack for physicians' })).toBeTruthy();
    const contents = screen.getByRole('heading', { level: 3, name: 'The pack contains' }).nextElementSibling;
    expect(contents?.textContent).toContain('who should be referred');
    expect(contents?.textContent).toContain(SITE_CONFIG.fax.display);
    expect(contents?.textContent).toContain('contact card (vCard)');
    expect(screen.getByRole('link', { name: 'Open the printable referral form' }).getAttribute('href')).toBe(
      paths.ghapReferralForm,
    );
    const card = screen.getByRole('link', { name: 'Download the clinic’s contact card (vCard)' });
    expect(card.getAttribute('href')).toBe(paths.clinicContactCard);
    expect(card.getAttribute('download')).toBe('clinic-contact.vcf');
  });

  it('prerenders the links with the button disabled and no saved state, then hydrates without a mismatch', async () => {
    localStorage.setItem(REFERRAL_PACK_SAVED_KEY, String(NOW - 2 * DAY));
    const html = renderToString(ui);
    expect(html).toContain('Referral pack for physicians');
    expect(html).toContain(`href="${paths.ghapReferralForm}"`);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Save for offline<\/button>/);
    expect(html).not.toContain('Saved for offline on');

    await hydrateHtml(html, ui, (onRecoverableError) => {
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect((saveButton() as HTMLButtonElement).disabled).toBe(false);
      expect(screen.getByRole('status').textContent).toMatch(/^Saved for offline on June 13, 2025/);
    });
  });

  it('says when nothing has been saved on this device', () => {
    render(ui);
    expect(screen.getByRole('status').textContent).toBe('Not saved on this device yet.');
    expect(saveButton().textContent).toBe('Save for offline');
  });

  it('warns when the saved copy is more than 30 days old and offers to update it', () => {
    localStorage.setItem(REFERRAL_PACK_SAVED_KEY, String(NOW - 31 * DAY));
    render(ui);
    expect(screen.getByText(/Your saved copy is 31 days old — save again to get the latest/)).toBeTruthy();
    expect(saveButton().textContent).toBe('Update saved copy');
    expect(screen.getByRole('status').textContent).toMatch(/^Saved for offline on May 15, 2025/);
  });

  it('does not warn about a copy saved 30 days ago', () => {
    localStorage.setItem(REFERRAL_PACK_SAVED_KEY, String(NOW - 30 * DAY));
    render(ui);
    expect(screen.queryByText(/days old/)).toBeNull();
    expect(saveButton().textContent).toBe('Save for offline');
  });

  it('saves the pack, shows it is busy, then announces when it was saved', async () => {
    const fakes = installBrowserFakes();
    let release = () => {};
    fakes.gate = new Promise<void>((resolve) => (release = resolve));
    render(ui);
    fireEvent.click(saveButton());
    await waitFor(() => expect(saveButton().textContent).toBe('Saving…'));
    expect(saveButton().getAttribute('aria-disabled')).toBe('true');
    release();
    // The saved time is announced as soon as it is stored; the button settles a moment later.
    await waitFor(() => {
      expect(screen.getByRole('status').textContent).toMatch(/^Saved for offline on June 15, 2025/);
      expect(saveButton().textContent).toBe('Save for offline');
    });
    expect(saveButton().getAttribute('aria-disabled')).toBeNull();
    expect(localStorage.getItem(REFERRAL_PACK_SAVED_KEY)).toBe(String(NOW));
  });

  it('clears the stale warning once the copy is saved again', async () => {
    installBrowserFakes();
    await saveReferralPack({ now: () => NOW - 45 * DAY });
    render(ui);
    await waitFor(() => expect(screen.getByText(/45 days old/)).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Update saved copy' }));
    await waitFor(() => expect(screen.queryByText(/days old/)).toBeNull());
    expect(screen.getByRole('status').textContent).toMatch(/^Saved for offline on June 15, 2025/);
  });

  it('shows a failure plainly and keeps the previous saved time', async () => {
    const fakes = installBrowserFakes();
    fakes.served.set(paths.ghapReferralForm, { status: 500, body: 'Error', type: 'text/plain' });
    localStorage.setItem(REFERRAL_PACK_SAVED_KEY, String(NOW - 3 * DAY));
    render(ui);
    fireEvent.click(saveButton());
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toMatch(/could not be downloaded \(error 500\)/));
    expect(localStorage.getItem(REFERRAL_PACK_SAVED_KEY)).toBe(String(NOW - 3 * DAY));
  });

  it('explains when the browser cannot save pages for offline use', async () => {
    render(ui);
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('This browser cannot save pages for offline use.'),
    );
  });

  it('tells the visitor when the browser has removed the saved copy', async () => {
    installBrowserFakes();
    localStorage.setItem(REFERRAL_PACK_SAVED_KEY, String(NOW - 45 * DAY));
    render(ui);
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/browser has removed the saved copy/));
    expect(screen.queryByText(/days old/)).toBeNull();
    expect(saveButton().textContent).toBe('Save for offline');
  });
});
