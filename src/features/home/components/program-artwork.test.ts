import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const TOKENS = readFileSync(new URL('../../../styles/tokens.css', import.meta.url), 'utf8');
/** The design tokens' colours: the artwork is a static file and cannot read the custom properties. */
const TOKEN_COLOURS = new Set([...TOKENS.matchAll(/--color-[a-z-]+:\s*(#[0-9a-f]{6})/g)].map((match) => match[1]));
const art = (name: string) => readFileSync(new URL(`./art/${name}.svg`, import.meta.url), 'utf8');
const CHECK_MARK = 'd="M226 202l24 24 46-52"';

describe('membership artwork', () => {
  it.each(['program', 'program-poster'])('draws %s on a 520 x 400 canvas, in design-token colours only', (name) => {
    const svg = art(name);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="520" height="400" viewBox="0 0 520 400">/,
    );
    // Twelve months, the quarterly check-ins larger.
    expect(svg.match(/<circle [^>]*r="12"/g)).toHaveLength(4);
    expect(svg.match(/<circle [^>]*r="6"/g)).toHaveLength(8);
    expect(svg).not.toMatch(/var\(|<script|\son\w+=/i);
    const colours = [...svg.matchAll(/\b(?:fill|stroke)="([^"]+)"/g)].map((m) => m[1]).filter((c) => c !== 'none');
    for (const colour of colours) expect(TOKEN_COLOURS, colour).toContain(colour);
  });

  it('leaves the centre clear for the play icon on the video poster only', () => {
    expect(art('program')).toContain(CHECK_MARK);
    expect(art('program-poster')).not.toContain(CHECK_MARK);
  });
});
