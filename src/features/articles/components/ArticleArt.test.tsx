// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ARTICLE_MOTIFS } from '../content/motifs';
import { ArticleArt } from './ArticleArt';

afterEach(cleanup);

describe('ArticleArt', () => {
  it.each(ARTICLE_MOTIFS)('draws %s at a fixed size, labelled by its alt text', (motif) => {
    render(<ArticleArt motif={motif} alt={`Illustration: ${motif}`} />);
    const art = screen.getByRole('img', { name: `Illustration: ${motif}` });
    expect(art.getAttribute('width')).toBe('640');
    expect(art.getAttribute('height')).toBe('360');
    expect(art.getAttribute('viewBox')).toBe('0 0 640 360');
    expect(art.children.length).toBeGreaterThan(2);
  });

  it.each(ARTICLE_MOTIFS)('paints %s with design-token colours only', (motif) => {
    const { container } = render(<ArticleArt motif={motif} alt="" />);
    const colours = [...container.querySelectorAll('[fill], [stroke]')].flatMap((node) =>
      ['fill', 'stroke'].map((name) => node.getAttribute(name)).filter((value) => value && value !== 'none'),
    );
    expect(colours.length).toBeGreaterThan(0);
    for (const colour of colours) expect(colour).toMatch(/^var\(--color-[a-z-]+\)$/);
  });

  it('is hidden from assistive tech when decorative or without alt text', () => {
    const { container } = render(
      <>
        <ArticleArt motif="moon-sleep" alt="A crescent moon" decorative />
        <ArticleArt motif="calm-waves" alt="" />
      </>,
    );
    expect(screen.queryByRole('img')).toBeNull();
    const svgs = container.querySelectorAll('svg');
    expect([...svgs].map((svg) => svg.getAttribute('aria-hidden'))).toEqual(['true', 'true']);
  });
});
