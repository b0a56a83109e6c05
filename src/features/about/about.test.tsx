// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AboutPage } from '../../pages/about-page';
import { ABOUT_PATHWAYS, ABOUT_PRINCIPLES, ABOUT_STATS, ABOUT_STEPS } from './content/about';
import { renderWithProviders } from '../../../tests/support/web/render-with-providers';
import { paths } from '../../paths';
import { headTagsWritten } from '../../../tests/support/web/head';

afterEach(cleanup);

const text = z.string().trim().min(1);
const titled = z.object({ title: text, text: z.string().trim().min(40) }).strict();

describe('about content', () => {
  it('matches its schemas', () => {
    expect(() => z.array(titled).min(3).parse(ABOUT_PRINCIPLES)).not.toThrow();
    expect(() => z.array(titled).min(3).parse(ABOUT_STEPS)).not.toThrow();
    expect(() =>
      z
        .array(z.object({ value: text, label: text }).strict())
        .length(3)
        .parse(ABOUT_STATS),
    ).not.toThrow();
    expect(() =>
      z
        .array(
          titled.extend({
            id: z.string().regex(/^[a-z-]+$/),
            link: z.object({ label: text, href: z.string().startsWith('/') }).strict(),
          }),
        )
        .parse(ABOUT_PATHWAYS),
    ).not.toThrow();
  });
});

describe('about page', () => {
  it('has one h1 and headings that never skip a level', () => {
    renderWithProviders(<AboutPage />, { path: paths.about });
    const headings = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(headings.filter((level) => level === 1)).toHaveLength(1);
    expect(headings[0]).toBe(1);
    headings.forEach((level, i) => {
      if (i > 0) expect(level - (headings[i - 1] as number)).toBeLessThanOrEqual(1);
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Preventive, concierge-style care in Toronto');
  });

  it('shows the three claims from the business constants', () => {
    renderWithProviders(<AboutPage />, { path: paths.about });
    expect(screen.getByText('200+').nextElementSibling?.textContent).toBe('executives served');
    expect(screen.getByText('15+ years').nextElementSibling?.textContent).toBe('of clinic experience');
    expect(screen.getByText('4 to 6 hours').nextElementSibling?.textContent).toBe(
      'for one comprehensive executive exam',
    );
  });

  it('links to the team, membership, services and contact pages', () => {
    renderWithProviders(<AboutPage />, { path: paths.about });
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Meet the team')).toBe('/team');
    expect(href('Explore membership')).toBe('/membership');
    expect(href('See our specialized services')).toBe('/service');
    const cta = screen.getByRole('region', { name: 'Take the first step' });
    expect(within(cta).getByRole('link', { name: 'Contact the clinic' }).getAttribute('href')).toBe('/contact');
    expect(within(cta).getByRole('link', { name: '416-555-0100' }).getAttribute('href')).toBe('tel:+14165550100');
  });

  it('sets the page title, canonical link and breadcrumb', async () => {
    renderWithProviders(<AboutPage />, { path: paths.about });
    await headTagsWritten();
    expect(document.title).toBe('About the clinic | Avenue Preventive Health');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.example.com/about',
    );
    const ld = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as {
      '@type': string;
      itemListElement: { name: string }[];
    };
    expect(ld['@type']).toBe('BreadcrumbList');
    expect(ld.itemListElement.map((item) => item.name)).toEqual(['Home', 'About the clinic']);
  });
});
