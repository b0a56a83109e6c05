import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVICE_ART_KEYS } from '../content/types';
import { SERVICE_ICON_URLS } from './ServiceIcon';

const TOKENS = readFileSync(new URL('../../../styles/tokens.css', import.meta.url), 'utf8');
const colour = (name: string) => new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`).exec(TOKENS)?.[1];
const icon = (art: string) => readFileSync(new URL(`./icons/${art}.svg`, import.meta.url), 'utf8');

describe('service icons', () => {
  it('has one icon per art key', () => {
    expect(Object.keys(SERVICE_ICON_URLS).sort()).toEqual([...SERVICE_ART_KEYS].sort());
    for (const art of SERVICE_ART_KEYS) expect(SERVICE_ICON_URLS[art]).toMatch(new RegExp(`/${art}[^/]*\\.svg`));
  });

  it.each(SERVICE_ART_KEYS)('draws %s in ink line work with gold accents, as a #glyph group to reuse', (art) => {
    const svg = icon(art);
    // As an <img> the root's colour (ink) is the strokes' currentColor; a <use> of #glyph takes its own.
    expect(svg).toMatch(
      new RegExp(
        `^<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" color="${colour('ink')}">`,
      ),
    );
    expect(svg).toMatch(/<g id="glyph" fill="none" stroke="currentColor" stroke-width="2.5"/);
    expect(svg).not.toMatch(/var\(|<script|\son\w+=/i);
    const colours = [...svg.matchAll(/\b(?:fill|stroke)="([^"]+)"/g)]
      .map((match) => match[1])
      .filter((value) => value !== 'none' && value !== 'currentColor');
    expect(colours.length).toBeGreaterThan(0);
    for (const value of colours) expect(value).toBe(colour('gold'));
  });
});
