import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARTICLE_MOTIFS } from '../content/motifs';
import { MOTIF_ART_URLS } from './motif-art';

const TOKENS = readFileSync(new URL('../../../styles/tokens.css', import.meta.url), 'utf8');
/** The design tokens' colours: a drawing is a static file and cannot read the custom properties. */
const TOKEN_COLOURS = new Set([...TOKENS.matchAll(/--color-[a-z-]+:\s*(#[0-9a-f]{6})/g)].map((match) => match[1]));
const drawing = (motif: string) => readFileSync(new URL(`./art/${motif}.svg`, import.meta.url), 'utf8');

describe('article motif drawings', () => {
  it('has one drawing per motif', () => {
    expect(Object.keys(MOTIF_ART_URLS).sort()).toEqual([...ARTICLE_MOTIFS].sort());
    for (const motif of ARTICLE_MOTIFS) expect(MOTIF_ART_URLS[motif]).toMatch(new RegExp(`/${motif}[^/]*\\.svg`));
  });

  it.each(ARTICLE_MOTIFS)('draws %s on a 640 x 360 canvas, in design-token colours only', (motif) => {
    const svg = drawing(motif);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="640" height="360" viewBox="0 0 640 360"/,
    );
    expect(svg.match(/<(path|circle|rect)\b/g)?.length).toBeGreaterThan(2);
    expect(svg).not.toMatch(/var\(|<script|\son\w+=/i);
    const colours = [...svg.matchAll(/\b(?:fill|stroke|color)="([^"]+)"/g)]
      .map((match) => match[1])
      .filter((colour) => colour !== 'none');
    expect(colours.length).toBeGreaterThan(0);
    for (const colour of colours) expect(TOKEN_COLOURS, colour).toContain(colour);
  });
});
