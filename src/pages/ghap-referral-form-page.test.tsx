// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { formatAddress, SITE_CONFIG } from '../config/site-config';
import { GhapReferralFormPage } from './ghap-referral-form-page';
import { paths } from '../paths';
import { GHAP_REFERRAL_CRITERIA } from '../features/services/content/ghap';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ui = (
  <Router ssrPath={paths.ghapReferralForm}>
    <GhapReferralFormPage />
  </Router>
);

const section = (name: string) => screen.getByRole('region', { name });

describe('GhapReferralFormPage', () => {
  it('heads the form with the clinic, its address and phone, and the fax number to send it to', () => {
    render(ui);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Referral to the Geriatric Health Assessment Program' }),
    ).toBeTruthy();
    const form = screen.getByRole('article', { name: 'Referral to the Geriatric Health Assessment Program' });
    const header = within(form).getByText('Fax completed form to').parentElement;
    expect(header?.textContent).toContain(SITE_CONFIG.fax.display);
    expect(form.textContent).toContain(SITE_CONFIG.clinicName);
    expect(form.textContent).toContain(formatAddress());
    expect(form.textContent).toContain(SITE_CONFIG.phones[0]?.display);
    expect(within(form).getByRole('note', { name: 'Not for emergencies' }).textContent).toContain('911');
  });

  it('has a patient section with every detail the clinic needs to book', () => {
    render(ui);
    const patient = section('Patient');
    for (const label of [
      /Patient name/,
      /Date of birth/,
      'Patient phone',
      'Health card number',
      'Version code',
      'Preferred language',
      'Address',
      /Substitute decision-maker or caregiver/,
      'Decision-maker or caregiver phone',
    ]) {
      expect(within(patient).getByRole('textbox', { name: label })).toBeTruthy();
    }
    expect(within(patient).getByRole('checkbox', { name: 'Interpreter' })).toBeTruthy();
  });

  it('has a referring clinician section with billing and CPSO numbers, signature and date', () => {
    render(ui);
    const clinician = section('Referring clinician');
    for (const label of [
      'Clinician name',
      'OHIP billing number',
      'CPSO number',
      'Office phone',
      'Office fax',
      'Date',
    ]) {
      expect(within(clinician).getByRole('textbox', { name: label })).toBeTruthy();
    }
    expect(clinician.textContent).toContain('Signature');
  });

  it('lists every GHAP referral criterion as a checkbox, with room for questions', () => {
    render(ui);
    const reason = section('Reason for referral');
    const boxes = within(within(reason).getByRole('group', { name: 'Check all that apply' })).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(GHAP_REFERRAL_CRITERIA.items);
    expect(within(reason).getByRole('textbox', { name: /Questions you would like answered/ })).toBeTruthy();
  });

  it('lists the attachments to tick and asks for the patient’s consent', () => {
    render(ui);
    const attached = section('Attached to this referral');
    expect(within(attached).getByRole('checkbox', { name: /Current medication list/ })).toBeTruthy();
    expect(within(attached).getByRole('checkbox', { name: 'Medical history and active problems' })).toBeTruthy();
    expect(within(section('Consent')).getByRole('checkbox', { name: /knows about this referral and agrees to it/ }));
  });

  it('is printed and faxed, never submitted: a print button and no form submission', () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { container } = render(ui);
    expect(container.querySelector('form')).toBeNull();
    expect(screen.queryByRole('button', { name: /submit|send/i })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Print this form' }));
    expect(print).toHaveBeenCalledOnce();
    expect(
      screen.getByRole('link', { name: 'Back to the Geriatric Health Assessment Program' }).getAttribute('href'),
    ).toBe(paths.geriatricAssessment);
  });

  it('shows breadcrumbs and publishes the BreadcrumbList with the form as the last item', async () => {
    render(ui);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByText('Referral form').getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(document.title).toContain('referral form'));
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '{}') as { '@type': string; itemListElement?: { item: string }[] },
    );
    const trail = blocks.find((block) => block['@type'] === 'BreadcrumbList')?.itemListElement ?? [];
    expect(trail.at(-1)?.item).toBe(`${SITE_CONFIG.siteUrl}${paths.ghapReferralForm}`);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${SITE_CONFIG.siteUrl}${paths.ghapReferralForm}`,
    );
  });

  it('prerenders the whole form, with blank fields', () => {
    const html = renderToString(ui);
    expect(html).toContain('Fax completed form to');
    expect(html).toContain(GHAP_REFERRAL_CRITERIA.items[0]);
    expect(html).not.toMatch(/<input[^>]*value="[^"]/);
  });
});
