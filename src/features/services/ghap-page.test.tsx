// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SITE_CONFIG } from '../../config/site-config';
import { GeriatricAssessmentPage } from '../../pages/geriatric-assessment-page';
import { paths } from '../../paths';
import { GHAP_FAQ, GHAP_REFERRAL_CRITERIA } from './content/ghap';
import { jsonLdTypes } from '../../../tests/support/web/head';
import { renderWithProviders } from '../../../tests/support/web/render-with-providers';

afterEach(cleanup);

const renderGhap = () => renderWithProviders(<GeriatricAssessmentPage />, { path: paths.geriatricAssessment });

describe('GeriatricAssessmentPage', () => {
  it('states that the program is covered by OHIP with a family physician referral', () => {
    renderGhap();
    expect(screen.getByRole('heading', { level: 1, name: 'Geriatric Health Assessment Program' })).toBeTruthy();
    const coverage = screen.getByRole('note', { name: 'Coverage' });
    expect(coverage.textContent).toContain('covered by OHIP');
    expect(coverage.textContent).toContain('referral from a family physician');
  });

  it('lists the referral criteria in the #referral-criteria section', () => {
    renderGhap();
    const section = screen.getByRole('region', { name: 'Who should be referred' });
    expect(section.id).toBe('referral-criteria');
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(GHAP_REFERRAL_CRITERIA.items);
    expect(within(section).getByRole('note', { name: 'Urgent care' }).textContent).toContain('911');
  });

  it('tells physicians how to refer, with the fax, the phone and a link to the contact page', () => {
    renderGhap();
    const section = screen.getByRole('region', { name: 'How to refer' });
    expect(section.id).toBe('how-to-refer');
    expect(section.textContent).toContain(SITE_CONFIG.fax.display);
    const [phone] = SITE_CONFIG.phones;
    expect(within(section).getAllByRole('link', { name: phone?.display })[0]?.getAttribute('href')).toBe(
      `tel:${phone?.dial}`,
    );
    expect(within(section).getByRole('link', { name: 'Contact the clinic online' }).getAttribute('href')).toBe(
      paths.contact,
    );
  });

  it('links every "On this page" entry to a section of the page, the referral pack included', async () => {
    renderGhap();
    const links = within(screen.getByRole('navigation', { name: 'On this page' })).getAllByRole('link');
    const targets = links.map((link) => (link.getAttribute('href') ?? '').slice(1));
    expect(targets).toContain('ghap-referral-pack');
    // The sections below the referral path are their own chunk (hydrated as the visitor nears them).
    await waitFor(() => expect(targets.filter((id) => !document.getElementById(id))).toEqual([]));
  });

  it('shows the offline referral pack between the referral criteria and how to refer', () => {
    renderGhap();
    const pack = document.getElementById('ghap-referral-pack');
    expect(pack?.previousElementSibling?.id).toBe('referral-criteria');
    expect(pack?.nextElementSibling?.id).toBe('how-to-refer');
    const panel = screen.getByRole('region', { name: 'Referral pack for physicians' });
    expect(pack?.contains(panel)).toBe(true);
    expect(within(panel).getByRole('button', { name: 'Save for offline' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Open the printable referral form' }).getAttribute('href')).toBe(
      paths.ghapReferralForm,
    );
    expect(
      within(panel)
        .getByRole('link', { name: /contact card \(vCard\)/ })
        .getAttribute('download'),
    ).not.toBeNull();
  });

  it('covers the assessment, the visit and the FAQ', async () => {
    renderGhap();
    expect(
      screen.getByRole('heading', { level: 2, name: 'What is a comprehensive geriatric assessment?' }),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 3, name: 'What to bring' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'After the assessment' })).toBeTruthy();
    // The accordion is its own chunk (hydrated as the visitor nears it; at once here).
    for (const item of GHAP_FAQ) {
      expect(await screen.findByRole('button', { name: item.question })).toBeTruthy();
    }
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('offers the spec’s Book a Consultation in the hero, about the program, after the referral path', () => {
    renderGhap();
    const consultation = screen.getByRole('button', { name: 'Book a Consultation about the program' });
    const hero = consultation.closest('section') as HTMLElement;
    expect(hero.getAttribute('aria-labelledby')).toBe('ghap-heading');
    expect(consultation.getAttribute('aria-haspopup')).toBe('dialog');
    // The visible label is the spec's; the rest of the name is for screen readers, and a note says it visibly.
    expect(consultation.textContent?.startsWith('Book a Consultation')).toBe(true);
    expect(hero.textContent).toContain('still needs a referral from a family physician');
    // The referral path stays the primary button, first in the hero's actions.
    const actions = [...(consultation.parentElement?.children ?? [])];
    const refer = within(hero).getByRole('link', { name: 'How physicians refer' });
    expect(actions[0]).toBe(refer);
    expect(refer.className).toBe('button');
    expect(consultation.className).toContain('button--secondary');
  });

  it('publishes BreadcrumbList and FAQPage structured data', async () => {
    renderGhap();
    await waitFor(() => expect(jsonLdTypes()).toContain('FAQPage'));
    expect(jsonLdTypes()).toContain('BreadcrumbList');
  });
});
