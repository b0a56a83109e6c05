// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ARTICLE_MOTIFS } from '../content/motifs';
import { ArticleFigure, CARD_IMAGE_SIZES, LEAD_IMAGE_SIZES } from './ArticleFigure';
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

  it('offers an uploaded image in its stored 640 px and 1600 px versions, with the shown width', () => {
    const name = '0123456789abcdef0123456789abcdef.webp';
    render(
      <>
        <ArticleFigure visual={{ kind: 'image', src: `/api/images/${name}`, alt: 'Card' }} />
        <ArticleFigure
          visual={{ kind: 'image', src: `/api/images/cards/${name}`, alt: 'Lead' }}
          sizes={LEAD_IMAGE_SIZES}
        />
        <ArticleFigure visual={{ kind: 'image', src: 'https://cdn.example.com/a.webp', alt: 'Elsewhere' }} />
      </>,
    );
    // The 16:9 crops around the focal point: the card and the hero (decision 0021).
    const srcSet = `/api/images/cards/${name} 640w, /api/images/hero/${name} 1600w`;
    const card = screen.getByRole('img', { name: 'Card' });
    expect(card.getAttribute('srcset')).toBe(srcSet);
    expect(card.getAttribute('sizes')).toBe(CARD_IMAGE_SIZES);
    expect([card.getAttribute('width'), card.getAttribute('height')]).toEqual(['640', '360']);
    const lead = screen.getByRole('img', { name: 'Lead' });
    expect(lead.getAttribute('srcset')).toBe(srcSet);
    expect(lead.getAttribute('sizes')).toBe(LEAD_IMAGE_SIZES);
    // Only this site's stored images have the two versions.
    const elsewhere = screen.getByRole('img', { name: 'Elsewhere' });
    expect(elsewhere.getAttribute('srcset')).toBeNull();
    expect(elsewhere.getAttribute('sizes')).toBeNull();
  });
});
