// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { SITE_CONFIG } from '../../config/site-config';
import { EdTreatmentPage } from '../../pages/ed-treatment-page';
import { PelvicFloorMenPage } from '../../pages/pelvic-floor-men-page';
import { PelvicFloorPage } from '../../pages/pelvic-floor-page';
import { PelvicFloorWomenPage } from '../../pages/pelvic-floor-women-page';
import { renderWithProviders } from '../../../tests/support/web/render-with-providers';
import { jsonLdBlocks, jsonLdTypes } from '../../../tests/support/web/head';
import { press } from '../../../tests/support/web/press';

afterEach(cleanup);

/** Clicks every button with this name in turn and returns the booking frame URL each one opens. */
async function bookingUrlsOpenedBy(name: string | RegExp): Promise<(string | null)[]> {
  const urls: (string | null)[] = [];
  for (const button of screen.getAllByRole('button', { name })) {
    await press(button);
    urls.push((await screen.findByTitle('Online booking')).getAttribute('src'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  }
  return urls;
}

function expectHeadingsInOrder(container: HTMLElement) {
  const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.forEach((level, i) => {
    if (i > 0) expect(level - (levels[i - 1] ?? 1)).toBeLessThanOrEqual(1);
  });
}

/** The JSON-LD types, once the page's head has been written. */
async function headJsonLdTypes(): Promise<unknown[]> {
  await waitFor(() => expect(jsonLdBlocks().length).toBeGreaterThan(0));
  return jsonLdTypes();
}

describe.each([
  { path: '/mens', page: <PelvicFloorMenPage />, type: 3 as const, h1: 'Stronger pelvic floor muscles' },
  { path: '/women', page: <PelvicFloorWomenPage />, type: 2 as const, h1: 'Pelvic floor strength for every stage' },
])('$path page', ({ path, page, type, h1 }) => {
  it(`opens the booking dialog with scheduling type ${type} from every booking button`, async () => {
    renderWithProviders(page, { path: path });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(h1);
    const urls = await bookingUrlsOpenedBy('Book your free assessment');
    expect(urls.length).toBeGreaterThanOrEqual(2);
    expect(new Set(urls)).toEqual(new Set([SITE_CONFIG.bookingUrls[type]]));
  });

  it('links "Take the first step" to the contact page', () => {
    renderWithProviders(page, { path: path });
    expect(screen.getByRole('link', { name: 'Take the first step' }).getAttribute('href')).toBe('/contact');
  });

  it('shows how it works, 11 partner logos labelled as sample content, and the chair facts', async () => {
    const { container } = renderWithProviders(page, { path: path });
    // The logos are a deferred section (its own chunk): wait for it rather than for a fixed time.
    const partners = await screen.findByRole('region', { name: 'Our partners' }, { timeout: 10_000 });
    expectHeadingsInOrder(container);
    expect(container.textContent).toContain('28 minutes');
    expect(container.textContent).toContain('more than 11,000');
    // The testimonials switch in the site config is off by default.
    expect(screen.queryByRole('region', { name: 'Client testimonials' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'What our clients say' })).toBeNull();
    expect(within(partners).getAllByRole('img')).toHaveLength(11);
    const partnerBlock = container.querySelector('[data-placeholder-block="partnerLogos"]') as HTMLElement;
    expect(partnerBlock.contains(partners)).toBe(true);
    expect(within(partnerBlock).getByText('Sample content')).toBeTruthy();
    expect(container.textContent).toContain('for educational purposes only');
  });

  it('opens the FAQ answers one at a time', () => {
    renderWithProviders(page, { path: path });
    const question = screen.getByRole('button', { name: 'Do I need to undress?' });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/You stay fully clothed for the whole 28-minute session/)).toBeTruthy();
  });

  it('plays the pelvic chair video only when asked', async () => {
    renderWithProviders(page, { path: path });
    expect(document.querySelector('iframe')).toBeNull();
    await press(screen.getByRole('button', { name: /^Play video: a pelvic chair session/ }));
    await waitFor(() =>
      expect(document.querySelector('iframe')?.getAttribute('src')).toBe(SITE_CONFIG.videos.pelvicChair),
    );
  });

  it('adds breadcrumb, FAQ and medical page structured data', async () => {
    renderWithProviders(page, { path: path });
    expect(await headJsonLdTypes()).toEqual(['BreadcrumbList', 'FAQPage', 'MedicalWebPage']);
  });
});

describe('/pelvic-floor-therapy page', () => {
  it('introduces the chair and links to the men’s and women’s pages', async () => {
    const { container } = renderWithProviders(<PelvicFloorPage />, { path: '/pelvic-floor-therapy' });
    expectHeadingsInOrder(container);
    expect(container.textContent).toMatch(/fully clothed/);
    expect(container.textContent).toContain('supramaximal');
    expect(screen.getByRole('link', { name: 'Pelvic floor therapy for men' }).getAttribute('href')).toBe('/mens');
    expect(screen.getByRole('link', { name: 'Pelvic floor therapy for women' }).getAttribute('href')).toBe('/women');
    expect(screen.getByRole('link', { name: 'Take the first step' }).getAttribute('href')).toBe('/contact');
    expect(new Set(await bookingUrlsOpenedBy('Book your free assessment'))).toEqual(
      new Set([SITE_CONFIG.bookingUrls[1]]),
    );
    expect(await headJsonLdTypes()).toEqual(['BreadcrumbList', 'MedicalWebPage']);
  });
});

describe('/ed-treatment page', () => {
  it('shows the sections of the spec in order', () => {
    const { container } = renderWithProviders(<EdTreatmentPage />, { path: '/ed-treatment' });
    expectHeadingsInOrder(container);
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2s).toEqual([
      'When Blood Flow Meets Performance',
      'Science-Driven Healing Made Easy',
      'Your Treatment Journey',
      'Strength That Shows Up Everywhere',
      'Sound-wave therapy pricing',
      'Frequently Asked Questions',
      'Book Your Free Assessment Today',
    ]);
    expect(container.textContent).toContain('4 to 6 sessions of 15 minutes');
    expect(container.textContent).toContain('All options include a free initial consultation.');
    expect(container.textContent).toContain('for educational purposes only');
  });

  it('books every consultation, package and free assessment with scheduling type 4', async () => {
    renderWithProviders(<EdTreatmentPage />, { path: '/ed-treatment' });
    const urls = [
      ...(await bookingUrlsOpenedBy('Book a free consultation')),
      ...(await bookingUrlsOpenedBy(/^Book (a single session|the Vigor Package|the Platinum Package)$/)),
      ...(await bookingUrlsOpenedBy('Book your free assessment')),
    ];
    expect(urls).toHaveLength(5);
    expect(new Set(urls)).toEqual(new Set([SITE_CONFIG.bookingUrls[4]]));
  });

  it('shows the prices', () => {
    renderWithProviders(<EdTreatmentPage />, { path: '/ed-treatment' });
    for (const price of ['$695', '$2,400', '$4,500']) expect(screen.getByText(price)).toBeTruthy();
    expect(screen.getByText('Valued at $2,780')).toBeTruthy();
    expect(screen.getByText('$5,560')).toBeTruthy();
  });

  it('answers the FAQ conservatively and plays the video on request', async () => {
    renderWithProviders(<EdTreatmentPage />, { path: '/ed-treatment' });
    fireEvent.click(screen.getByRole('button', { name: 'How many treatments will I need?' }));
    expect(screen.getByText(/Typically 6 to 10 treatments in total/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Play video: how sound-wave therapy works' }));
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe(SITE_CONFIG.videos.edTherapy);
    expect(await headJsonLdTypes()).toEqual(['BreadcrumbList', 'FAQPage', 'MedicalWebPage']);
  });
});

describe('hydration', () => {
  it.each([
    ['/pelvic-floor-therapy', () => <PelvicFloorPage />],
    ['/mens', () => <PelvicFloorMenPage />],
    ['/women', () => <PelvicFloorWomenPage />],
    ['/ed-treatment', () => <EdTreatmentPage />],
  ])('hydrates %s without a mismatch', async (path, page) => {
    const tree = () => <Router ssrPath={path}>{page()}</Router>;
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree());
    document.body.append(container);
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, tree(), { onRecoverableError: (error) => errors.push(error) }),
    );
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')).not.toBeNull();
    act(() => root.unmount());
    container.remove();
  });
});
