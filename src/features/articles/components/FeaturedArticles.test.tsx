// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ARTICLES } from '../content/articles';
import { FeaturedArticles } from './FeaturedArticles';
import { renderWithProviders } from '../../../../tests/support/web/render-with-providers';

afterEach(cleanup);

describe('FeaturedArticles', () => {
  it('shows the section heading, the first article featured and articles 2 to 4 as side cards', () => {
    renderWithProviders(<FeaturedArticles />);
    const section = screen.getByRole('region', { name: 'A Legacy of Exceptional Executive Care' });
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe(
      'A Legacy of Exceptional Executive Care',
    );
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(ARTICLES.slice(0, 4).map((article) => article.main_heading));
    for (const article of ARTICLES.slice(0, 4)) {
      expect(within(section).getByRole('link', { name: article.main_heading }).getAttribute('href')).toBe(
        `/article/${article.slug_url}`,
      );
    }
    expect(within(section).getByRole('link', { name: 'See all articles' }).getAttribute('href')).toBe('/article-main');
  });

  it('cuts side-card excerpts to 78 characters including the ellipsis', () => {
    const { container } = renderWithProviders(<FeaturedArticles />);
    const excerpts = [...container.querySelectorAll('.featured-side-card__excerpt')].map((p) => p.textContent ?? '');
    expect(excerpts).toHaveLength(3);
    excerpts.forEach((excerpt, i) => {
      const summary = ARTICLES[i + 1]?.paragraph ?? '';
      expect(excerpt.length).toBeLessThanOrEqual(78);
      if (summary.length > 78) {
        expect(excerpt.endsWith('…')).toBe(true);
        expect(summary.startsWith(excerpt.slice(0, -1))).toBe(true);
      } else {
        expect(excerpt).toBe(summary);
      }
    });
    // The featured article keeps its whole summary.
    expect(screen.getByText(ARTICLES[0]?.paragraph ?? '')).toBeTruthy();
  });
});
