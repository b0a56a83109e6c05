import { describe, expect, it } from 'vitest';
import { DIFF_CELL_LIMIT, diffWords, reviewChanges } from './review-diff';

const join = (parts: { kind: string; text: string }[], keep: string[]) =>
  parts
    .filter((part) => keep.includes(part.kind))
    .map((part) => part.text)
    .join(' ');

describe('diffWords', () => {
  it('marks a changed dosage as one word removed and one added, the rest unchanged', () => {
    expect(diffWords('Most adults need 800 IU a day.', 'Most adults need 2000 IU a day.')).toEqual([
      { kind: 'same', text: 'Most adults need' },
      { kind: 'removed', text: '800' },
      { kind: 'added', text: '2000' },
      { kind: 'same', text: 'IU a day.' },
    ]);
  });

  it('rebuilds both texts from its parts, whatever the edit', () => {
    const cases: [string, string][] = [
      ['', 'New paragraph here.'],
      ['Old paragraph gone.', ''],
      ['a b c d e', 'a x c y e z'],
      ['take it with food twice daily', 'twice daily take it without food'],
      ['same words', 'same words'],
    ];
    for (const [before, after] of cases) {
      const parts = diffWords(before, after);
      expect(join(parts, ['same', 'removed']), before).toBe(before);
      expect(join(parts, ['same', 'added']), after).toBe(after);
      // Words kept are never marked, so the marked parts are the change only.
      if (before === after) expect(parts.every((part) => part.kind === 'same')).toBe(true);
    }
  });

  it('keeps the longest run of common words (a moved sentence is one removal and one addition)', () => {
    const parts = diffWords('one two three four five six', 'one four five six two three');
    expect(join(parts, ['same'])).toBe('one four five six');
    expect(join(parts, ['removed'])).toBe('two three');
    expect(join(parts, ['added'])).toBe('two three');
  });

  it('shows a very long rewrite as replaced whole instead of spending the reviewer’s phone on it', () => {
    const size = Math.ceil(Math.sqrt(DIFF_CELL_LIMIT)) + 10;
    const before = Array.from({ length: size }, (_, i) => `a${i}`).join(' ');
    const after = Array.from({ length: size }, (_, i) => `b${i}`).join(' ');
    expect(diffWords(before, after)).toEqual([
      { kind: 'removed', text: before },
      { kind: 'added', text: after },
    ]);
  });
});

describe('reviewChanges', () => {
  const blog = (paragraph: string, extra: { heading: string; paragraph: string }[] = []) => ({
    title: 'Vitamin D after 50',
    brief_paragraph: 'What to know.',
    blogs_content: [{ heading: 'How much', paragraph }, ...extra],
  });

  it('names only the fields whose words changed, with their changes marked', () => {
    const changes = reviewChanges('blog', blog('<p>Take <b>800</b> IU.</p>'), blog('<p>Take <b>2000</b> IU.</p>'));
    expect(changes).toEqual([
      {
        label: 'Section 1 text',
        parts: [
          { kind: 'same', text: 'Take' },
          { kind: 'removed', text: '800' },
          { kind: 'added', text: '2000' },
          { kind: 'same', text: 'IU.' },
        ],
      },
    ]);
  });

  it('ignores markup that changed alone, and lists a section added', () => {
    expect(reviewChanges('blog', blog('<p>Take 800 IU.</p>'), blog('<p><span>Take 800 IU.</span></p>'))).toEqual([]);
    const added = reviewChanges('blog', blog('x'), blog('x', [{ heading: 'Risks', paragraph: 'Kidney stones.' }]));
    expect(added.map((change) => change.label)).toEqual(['Section 2 heading', 'Section 2 text']);
    expect(added[1]?.parts).toEqual([{ kind: 'added', text: 'Kidney stones.' }]);
  });

  it('labels the fields of a location page', () => {
    const page = (paragraph_2: string) => ({
      main_heading: 'Care in Etobicoke',
      main_paragraph: 'Assessments for older adults.',
      highlighted_heading: 'Why us',
      heading_1: 'One',
      paragraph_1: 'First.',
      heading_2: 'Two',
      paragraph_2,
      heading_3: 'Three',
      paragraph_3: 'Third.',
      heading_4: 'Four',
      paragraph_4: 'Fourth.',
    });
    const changes = reviewChanges('location-page', page('Open weekdays.'), page('Open every day.'));
    expect(changes.map((change) => change.label)).toEqual(['Paragraph 2']);
  });
});
