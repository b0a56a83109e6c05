// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ARTICLE_MOTIFS } from '../content/motifs';
import { ArticleFigure } from './ArticleFigure';
import { MOTIF_ART_URLS } from './motif-art';

afterEach(cleanup);

describe('ArticleFigure', () => {
  it.each(ARTICLE_MOTIFS)('shows %s at a fixed 16:9 size, with its alt text', (motif) => {
    render(<ArticleFigure visual={{ kind: 'art', motif, alt: `Illustration: ${motif}` }} />);
    const art = screen.getByRole('img', { name: `Illustration: ${motif}` });
    expect(art.getAttribute('src')).toBe(MOTIF_ART_URLS[motif]);
    expect(art.getAttribute('width')).toBe('640');
    expect(art.getAttribute('height')).toBe('360');
    expect(art.getAttribute('loading')).toBe('lazy');
  });

  it('has an empty alt when decorative, and loads eagerly when asked', () => {
    const { container } = render(
      <>
        <ArticleFigure visual={{ kind: 'art', motif: 'moon-sleep', alt: 'A crescent moon' }} decorative />
        <ArticleFigure visual={{ kind: 'image', src: '/uploads/a.webp', alt: 'A clinic room' }} eager />
      </>,
    );
    const [moon, upload] = [...container.querySelectorAll('img')];
    expect(moon?.getAttribute('alt')).toBe('');
    expect(screen.getByRole('img', { name: 'A clinic room' })).toBe(upload);
    expect(upload?.getAttribute('src')).toBe('/uploads/a.webp');
    expect(upload?.getAttribute('loading')).toBe('eager');
  });
});
