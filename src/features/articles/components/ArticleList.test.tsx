// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ArticleCardData } from '../article-data';
import { BUNDLED_ARTICLE_CARDS } from '../bundled-cards';
import { ArticleList } from './ArticleList';
import { renderWithProviders } from '../../../../tests/support/web/render-with-providers';
import { paths } from '../../../paths';

afterEach(cleanup);

function renderList(items: ArticleCardData[]) {
  return renderWithProviders(<ArticleList items={items} />, { path: paths.articles });
}

const cards = () => within(screen.getByRole('list', { name: 'Articles' })).getAllByRole('article');
const manyItems = (count: number): ArticleCardData[] =>
  Array.from({ length: count }, (_, i) => ({
    slug: `blog-${i + 1}`,
    title: `Blog ${i + 1}`,
    summary: '',
    visual: { kind: 'image', src: `/uploads/${i + 1}.jpg`, alt: '' },
  }));

describe('ArticleList', () => {
  it('shows the Articles heading and the first six cards, each linking to its article', () => {
    renderList(BUNDLED_ARTICLE_CARDS);
    expect(screen.getByRole('heading', { level: 1, name: 'Articles' })).toBeTruthy();
    expect(cards()).toHaveLength(6);
    const first = screen.getByRole('link', { name: 'What Does Prevention Actually Look Like After 40?' });
    expect(first.getAttribute('href')).toBe('/article/what-does-prevention-actually-look-like-after-40');
  });

  it('cuts long titles to 50 characters for the eye but keeps the full title as the link name', () => {
    renderList(BUNDLED_ARTICLE_CARDS);
    const title = 'The Executive Health Exam: Why One Day Can Change Your Year';
    const link = screen.getByRole('link', { name: title });
    expect(link.getAttribute('href')).toBe('/article/the-executive-health-exam-why-one-day-can-change-your-year');
    expect(link.querySelector('[aria-hidden="true"]')?.textContent).toBe(
      'The Executive Health Exam: Why One Day Can Change…',
    );
  });

  it('starts on page 1 and Next advances to the last page, then is disabled', () => {
    renderList(BUNDLED_ARTICLE_CARDS);
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('status').textContent).toBe('Page 1 of 2');

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));

    expect(cards()).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Sleep, Recovery and Performance in High Performers' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('status').textContent).toBe('Page 2 of 2');
  });

  it('moves focus to the list heading after a page change', () => {
    renderList(BUNDLED_ARTICLE_CARDS);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Articles' }));
  });

  it('shows numbered buttons 1 to 3 and a Next button on a longer list', () => {
    renderList(manyItems(15));
    const nav = screen.getByRole('navigation', { name: 'Article pages' });
    const buttons = within(nav).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['1', '2', '3', 'Next →']);
    expect(buttons.every((button) => button.getAttribute('type') === 'button')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(cards()).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Blog 13' }).getAttribute('href')).toBe('/article/blog-13');
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
  });

  it('advances one page at a time with Next', () => {
    renderList(manyItems(15));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('link', { name: 'Blog 7' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('renders API-style cards with an image and hides pagination for a single page', () => {
    const { container } = renderList(manyItems(2));
    expect(cards()).toHaveLength(2);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/uploads/1.jpg');
    expect(image?.getAttribute('width')).toBe('640');
    expect(image?.getAttribute('height')).toBe('360');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
