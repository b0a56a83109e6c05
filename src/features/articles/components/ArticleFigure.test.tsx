// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ARTICLE_MOTIFS } from '../content/motifs';
import { ArticleFigure } from './ArticleFigure';
import { MOTIF_ART_URLS } from './motif-art';

afterEach(cleanup);

const TOKENS = readFileSync(new URL('../../../styles/tokens.css', import.meta.url), 'utf8');
/** The design tokens' colours, e.g. { '#14363f': 'color-ink' }. */
const TOKEN_COLOURS = new Map(
  [...TOKENS.matchAll(/--(color-[a-z-]+):\s*(#[0-9a-f]{6})/g)].map((match) => [match[2], match[1]]),
);
const drawing = (motif: string) => readFileSync(new URL(`./art/${motif}.svg`, import.meta.url), 'utf8');

describe('ArticleFigure', () => {
  it.each(ARTICLE_MOTIFS)('shows %s at a fixed 16:9 size, with its alt text', (motif) => {
    render(<ArticleFigure visual={{ kind: 'art', motif, alt: `Illustration: ${motif}` }} />);
    const art = screen.getByRole('img', { name: `Illustration: ${motif}` });
    expect(art.getAttribute('src')).toBe(MOTIF_ART_URLS[motif]);
    expect(art.getAttribute('width')).toBe('640');
    expect(art.getAttribute('height')).toBe('360');
    expect(art.getAttribute('loading')).toBe('lazy');
  });

  it.each(ARTICLE_MOTIFS)('draws %s on a 640 x 360 canvas, in design-token colours only', (motif) => {
    const svg = drawing(motif);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="640" height="360" viewBox="0 0 640 360"/);
    expect(svg.match(/<(path|circle|rect)\b/g)?.length).toBeGreaterThan(2);
    const colours = [...svg.matchAll(/\b(?:fill|stroke)="([^"]+)"/g)].map((match) => match[1]).filter((c) => c !== 'none');
    expect(colours.length).toBeGreaterThan(0);
    for (const colour of colours) expect(TOKEN_COLOURS.has(colour as string), colour).toBe(true);
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
