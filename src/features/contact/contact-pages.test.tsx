// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactPage } from '../../pages/contact-page';
import { ThankYouPage } from '../../pages/thank-you-page';
import { renderWithProviders } from '../../../tests/support/web/render-with-providers';
import { headTagsWritten, jsonLdTypes } from '../../../tests/support/web/head';

afterEach(cleanup);

describe('contact page', () => {
  it('has one h1, the form and the clinic contact card with tel: and mailto: links, the fax as text', () => {
    renderWithProviders(<ContactPage />, { path: '/contact' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Contact us']);
    expect(screen.getByRole('form', { name: 'Send us a message' })).toBeTruthy();

    const card = screen.getByRole('region', { name: 'Reach the clinic' });
    const hrefs = [...card.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['tel:+14165550100', 'tel:+14165550101', 'mailto:hello@example.com']);
    expect(card.textContent).toContain('Fax416-555-0199');
    expect(card.textContent).toContain('000 Avenue Road');
    expect(card.textContent).toContain('Toronto, ON M5R 0A0');
    expect(card.textContent).toContain('Mon–Sat 10:00 AM – 5:00 PM ET');
    expect(screen.getByText(/call 911/)).toBeTruthy();
  });

  it('describes the clinic and the breadcrumb in JSON-LD', async () => {
    renderWithProviders(<ContactPage />, { path: '/contact' });
    await headTagsWritten();
    expect(jsonLdTypes()).toEqual(['MedicalClinic', 'BreadcrumbList']);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.example.com/contact',
    );
  });
});

describe('thank-you page', () => {
  it('shows the exact confirmation text, links home and to the articles, and is not indexed', async () => {
    renderWithProviders(<ThankYouPage />, { path: '/thank-you' });
    await headTagsWritten();
    expect(
      screen.getByText(
        "Thank you for submitting your request. We've received it and will be in touch with more details soon.",
      ).tagName,
    ).toBe('P');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/If your question cannot wait/).textContent).toBe(
      'If your question cannot wait, call us at 416-555-0100 (Mon–Sat 10:00 AM – 5:00 PM ET). In a medical emergency, call 911.',
    );
    expect(screen.getByRole('link', { name: 'Return to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Read our health articles' }).getAttribute('href')).toBe('/article-main');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });
});
