// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanPastedHtml } from './clean-pasted-html';

/** Clipboard HTML as Word 365 (Windows) and Google Docs (Chrome) put it on the clipboard. */
const fixture = (name: string) => readFileSync(join(process.cwd(), 'tests/support/web/clipboard', name), 'utf8');

const LEFTOVERS = [/mso-/i, /<o:p/i, /style=/i, /class=/i, /<font/i, /<span/i, /docs-internal/i, /<!--/, /\bdir=/];

describe('cleanPastedHtml', () => {
  it('keeps the structure of a Word clipboard and drops its styles and markup', () => {
    const out = cleanPastedHtml(fixture('word-365.html'));
    for (const leftover of LEFTOVERS) expect(out).not.toMatch(leftover);
    expect(out.replace(/\s+/g, ' ')).toBe(
      '<h2>Before your assessment</h2> ' +
        '<p>Please arrive <b>fifteen minutes early</b> and bring a list of your <i>current medications</i>.</p> ' +
        '<ul><li>Fast for twelve hours</li><li>Wear comfortable clothing</li></ul> ' +
        '<p>Your visit, step by step:</p> ' +
        '<ol><li>Check-in and vital signs</li><li>Blood work and a physician review</li></ol> ' +
        '<p>Read more on <a href="https://www.example.org/heart-health">heart health</a>.</p>',
    );
  });

  it('keeps the structure of a Google Docs clipboard and drops its styles and wrapper', () => {
    const out = cleanPastedHtml(fixture('google-docs.html'));
    for (const leftover of LEFTOVERS) expect(out).not.toMatch(leftover);
    expect(out).toBe(
      '<h2>Before your assessment</h2>' +
        '<p>Please arrive <strong>fifteen minutes early</strong> and bring a list of your <em>current medications</em>.</p>' +
        '<ul><li><p>Fast for twelve hours</p></li><li><p>Wear comfortable clothing</p></li></ul>' +
        '<ol><li><p>Check-in and vital signs</p></li></ol>' +
        '<p>Read more on <a href="https://www.example.org/heart-health">heart health</a>.</p>',
    );
  });

  it('does not turn the Google Docs wrapper into bold text', () => {
    expect(cleanPastedHtml('<b id="docs-internal-guid-1" style="font-weight:normal"><p>plain</p></b>')).toBe(
      '<p>plain</p>',
    );
  });

  it('leaves clean HTML as it is and drops what the allowlist does not permit', () => {
    expect(cleanPastedHtml('<p>a <strong>b</strong></p><ul><li>c</li></ul>')).toBe(
      '<p>a <strong>b</strong></p><ul><li>c</li></ul>',
    );
    expect(cleanPastedHtml('<h1 class="x">T</h1><script>alert(1)</script><div><p onclick="x()">t</p></div>')).toBe(
      '<h2>T</h2><p>t</p>',
    );
  });
});
