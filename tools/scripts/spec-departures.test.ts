import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The spec's departures are kept in one list, in decision 0014: each line the audit found partly done is either built
// (and listed as built) or listed with its reason, and those argued in other records are listed there too.

const DECISIONS = new URL('../../docs/decisions/', import.meta.url).pathname;
const RECORD = readdirSync(DECISIONS).find((name) => name.startsWith('0014-'));
if (!RECORD) throw new Error('Decision 0014 is missing from docs/decisions/.');
const TEXT = readFileSync(join(DECISIONS, RECORD), 'utf8');

/** The list's entries: the bullets of its section, each joined onto one line. */
function entries(): string[] {
  const start = TEXT.indexOf('## Departures from the spec');
  if (start < 0) throw new Error(`${RECORD} has no "## Departures from the spec" section.`);
  const end = TEXT.indexOf('\n## ', start + 1);
  const section = TEXT.slice(start, end < 0 ? undefined : end);
  return section
    .split(/\n(?=- )/)
    .filter((chunk) => chunk.startsWith('- '))
    .map((chunk) => chunk.replace(/\s*\n\s*/g, ' '));
}

/** Each line the audit named: its spec section(s) and a phrase the entry must carry. */
const AUDITED: readonly { sections: string[]; phrase: RegExp }[] = [
  { sections: ['§1'], phrase: /address and the fax/i },
  { sections: ['§2', '§5'], phrase: /hero contact form/i },
  { sections: ['§2'], phrase: /Term of Conditions/ },
  { sections: ['§2'], phrase: /background video/i },
  { sections: ['§2'], phrase: /embedded autoplay video/i },
  { sections: ['§2', '§9'], phrase: /pagination/i },
  { sections: ['§2'], phrase: /no known side effects/i },
  { sections: ['§3'], phrase: /userInfo.*token/ },
  { sections: ['§4', '§8'], phrase: /browser alert/i },
  { sections: ['§4'], phrase: /Log out does not reload/i },
  { sections: ['§4'], phrase: /Discard asks first/i },
  { sections: ['§4'], phrase: /missing team member/i },
  { sections: ['§7'], phrase: /15 s timeout/i },
  { sections: ['§7'], phrase: /form-embed script/i },
  { sections: ['§7'], phrase: /LCP, INP and CLS/ },
  { sections: ['§8'], phrase: /load failures/i },
  { sections: ['§8'], phrase: /upload failures/i },
];

describe('the departures list in decision 0014', () => {
  it('answers every line the audit found partly done, by its spec section and what it is about', () => {
    const list = entries();
    const missing = AUDITED.filter(
      ({ sections, phrase }) =>
        !list.some((entry) => phrase.test(entry) && sections.every((section) => entry.includes(section))),
    ).map(({ sections, phrase }) => `${sections.join(', ')} ${String(phrase)}`);
    expect(missing).toEqual([]);
  });

  it('gives each entry a spec section and a reason, not a bare title', () => {
    for (const entry of entries()) {
      expect(entry, entry).toMatch(/^- \*\*§\d/);
      const reason = entry.replace(/^- \*\*.*?\*\*/, '').trim();
      expect(reason.length, entry).toBeGreaterThan(30);
    }
  });

  it('lists the departures argued in other records too, each pointing to a record that exists', () => {
    const list = entries();
    const pointers = list.flatMap((entry) => [...entry.matchAll(/\]\((\d{4}-[a-z0-9-]+\.md)\)/g)].map((m) => m[1]));
    const recordsPointedTo = new Set(pointers);
    for (const file of recordsPointedTo) expect(existsSync(join(DECISIONS, file as string)), file).toBe(true);
    for (const record of ['0010', '0011', '0013', '0015', '0016', '0017', '0020', '0021', '0022']) {
      expect(
        [...recordsPointedTo].some((file) => file?.startsWith(record)),
        record,
      ).toBe(true);
    }
    const marker = '**Recorded earlier in decision records**';
    const elsewhere =
      TEXT.slice(TEXT.indexOf(marker))
        .split('\n## ')[0]
        ?.match(/^- \*\*§/gm) ?? [];
    expect(TEXT).toContain(marker);
    expect(elsewhere.length).toBeGreaterThanOrEqual(15);
  });
});
