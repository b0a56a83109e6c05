// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import type { LocationPage } from '@shared/schemas/location-page';
import { LocationPagesApiProvider } from '../api/location-pages-api-context';
import { LocationPageScreen } from './LocationPageScreen';
import { LocationPageView } from './LocationPageView';
import { sanitizeLocationPageHtml } from '../sanitize-location-page';
import { renderWithProviders } from '../../../../tests/support/web/render-with-providers';

afterEach(cleanup);

const PAGE: LocationPage = {
  location_id: 'l1',
  slug_url: 'executive-health-yorkville',
  main_heading: 'Preventive Care for Yorkville Professionals',
  main_paragraph: '<p>Minutes from <strong>Yorkville</strong>.</p>',
  highlighted_heading: 'Take the first step',
  heading_1: 'Assessments',
  paragraph_1: '<p>One visit.</p><ul><li>Labs</li></ul>',
  heading_2: 'A team that knows you',
  paragraph_2: '<p>Continuity.</p>',
  heading_3: 'Prevention',
  paragraph_3: '<p>Practical steps.</p>',
  heading_4: 'Getting started',
  paragraph_4: '<p>Book a consultation.</p>',
  meta_keywords: 'executive health',
  meta_link: '',
  meta_title: 'Executive Health near Yorkville',
  meta_description: 'Assessments near Yorkville.',
  published: true,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

describe('LocationPageView', () => {
  it('shows the heading, the four sections and the GET STARTED link to /contact', () => {
    renderWithProviders(<LocationPageView page={PAGE} partnerLogos={<p>Partner logos</p>} />);
    expect(screen.getByRole('heading', { level: 1, name: PAGE.main_heading })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Assessments',
      'A team that knows you',
      'Prevention',
      'Getting started',
      'Take the first step',
    ]);
    expect(screen.getByText('Partner logos')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'GET STARTED' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByText('Yorkville').tagName).toBe('STRONG');
  });

  it('shows paragraphs sanitized in the browser: no script, handler or foreign image survives', () => {
    const hostile = {
      ...PAGE,
      paragraph_1:
        '<p>Kept</p><script>window.__xss = 1</script><img src=x onerror="window.__xss = 2">' +
        '<a href="javascript:alert(1)">bad link</a><a href="https://example.com" onclick="alert(1)">good link</a>' +
        '<img src="/api/images/0123456789abcdef0123456789abcdef.webp" onload="alert(1)" alt="Chart">' +
        '<iframe src="https://evil.example"></iframe><p style="color:red">styled</p>',
    };
    // As the API loader and the admin preview hand it to the view (the server sanitizes its own renders).
    const { container } = renderWithProviders(<LocationPageView page={sanitizeLocationPageHtml(hostile)} />);
    expect(screen.getByText('Kept')).toBeTruthy();
    expect(container.querySelector('script, iframe, [onerror], [onload], [onclick], [style]')).toBeNull();
    expect(screen.getByText('bad link').getAttribute('href')).toBeNull();
    expect(screen.getByText('good link').getAttribute('href')).toBe('https://example.com');
    expect(screen.getByText('good link').getAttribute('rel')).toBe('noopener noreferrer');
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/api/images/0123456789abcdef0123456789abcdef.webp',
    ]);
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('uses lower heading levels and a logo placeholder inside the admin preview', () => {
    renderWithProviders(<LocationPageView page={PAGE} preview />);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: PAGE.main_heading })).toBeTruthy();
    expect(screen.getByText('The partner logos appear here.')).toBeTruthy();
  });
});

describe('LocationPageScreen', () => {
  it('renders the loaded page', async () => {
    renderWithProviders(
      <LocationPagesApiProvider api={{ getPublishedLocationPage: async (slug) => ({ ...PAGE, slug_url: slug }) }}>
        <LocationPageScreen slug="executive-health-yorkville" renderPage={(page) => <h1>{page.main_heading}</h1>} />
      </LocationPagesApiProvider>,
    );
    expect(screen.getByRole('status').textContent).toContain('Loading the page');
    expect(await screen.findByRole('heading', { level: 1, name: PAGE.main_heading })).toBeTruthy();
  });

  it('shows the 404 view when the API has no such page', async () => {
    renderWithProviders(
      <LocationPagesApiProvider
        api={{
          getPublishedLocationPage: async () => {
            throw new ApiRequestError('No location page matches that address.', 'server', 404);
          },
        }}
      >
        <LocationPageScreen slug="nowhere" renderPage={() => null} />
      </LocationPagesApiProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: /Requested Page Could Not Be Found/ })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
  });

  it('does not ask the API about an address that cannot be a slug', async () => {
    let asked = 0;
    renderWithProviders(
      <LocationPagesApiProvider
        api={{
          getPublishedLocationPage: async () => {
            asked += 1;
            return PAGE;
          },
        }}
      >
        <LocationPageScreen slug="Not A Slug" renderPage={() => null} />
      </LocationPagesApiProvider>,
    );
    // The 404 view is a chunk of its own: it comes in once loaded.
    expect(await screen.findByRole('heading', { name: /Requested Page Could Not Be Found/ })).toBeTruthy();
    expect(asked).toBe(0);
  });

  it('explains a failed load and tries again on request', async () => {
    let attempts = 0;
    renderWithProviders(
      <LocationPagesApiProvider
        api={{
          getPublishedLocationPage: async () => {
            attempts += 1;
            if (attempts === 1) throw new ApiRequestError('The server took too long to respond.', 'timeout');
            return PAGE;
          },
        }}
      >
        <LocationPageScreen slug="executive-health-yorkville" renderPage={(page) => <h1>{page.main_heading}</h1>} />
      </LocationPagesApiProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('The server took too long to respond.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: PAGE.main_heading })).toBeTruthy();
    expect(attempts).toBe(2);
  });
});
