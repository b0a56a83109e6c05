import { describe, expect, it } from 'vitest';
import { altTextsIn, imageNamesIn, scanUsages, type ScannedRecord } from './usage-scan';

const A = '0123456789abcdef0123456789abcdef.webp';
const B = 'fedcba9876543210fedcba9876543210.webp';
const C = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp';

describe('imageNamesIn', () => {
  it('finds every stored image a field or HTML refers to, whatever the variant, once each', () => {
    const html = `<p>x</p><img src="/api/images/${A}" alt="a"><img src="/api/images/cards/${B}" alt="b"><img src="/api/images/${A}" alt="again">`;
    expect(imageNamesIn(html)).toEqual([A, B]);
    expect(imageNamesIn(`/api/images/social/${C}`)).toEqual([C]);
  });

  it('ignores other addresses, malformed names and non-text values', () => {
    expect(imageNamesIn('<img src="https://example.com/a.png"> /api/images/xyz.webp /api/images/ABC.webp')).toEqual([]);
    expect(imageNamesIn(undefined)).toEqual([]);
    expect(imageNamesIn(42)).toEqual([]);
  });
});

describe('scanUsages', () => {
  const records: ScannedRecord[] = [
    {
      kind: 'blog',
      id: 'b1',
      inTrash: false,
      data: {
        title: 'Sleep and heart health',
        blog_image: `/api/images/${A}`,
        blogs_content: [
          { heading: 'One', paragraph: `<img src="/api/images/${B}" alt="x">` },
          { heading: 'Two', paragraph: `<img src="/api/images/${B}" alt="y">` },
        ],
      },
    },
    {
      kind: 'locationPage',
      id: 'l1',
      inTrash: false,
      data: { main_heading: 'Oakville', paragraph_2: `<p><img src="/api/images/${A}" alt="clinic"></p>` },
    },
    { kind: 'blog', id: 'b2', inTrash: true, data: { title: 'Deleted post', blog_image: `/api/images/${C}` } },
    // A damaged record: content that is not a list, odd field types.
    { kind: 'blog', id: 'b3', inTrash: false, data: { title: 7, blogs_content: 'nope', blog_image: null } },
  ];

  it('names each record and field that uses an image, trash included, one entry per field', () => {
    const usages = scanUsages(records);
    expect(usages.get(A)).toEqual([
      { kind: 'blog', id: 'b1', title: 'Sleep and heart health', field: 'image', inTrash: false },
      { kind: 'locationPage', id: 'l1', title: 'Oakville', field: 'paragraph_2', inTrash: false },
    ]);
    expect(usages.get(B)).toEqual([
      { kind: 'blog', id: 'b1', title: 'Sleep and heart health', field: 'blogs_content', inTrash: false },
    ]);
    expect(usages.get(C)).toEqual([{ kind: 'blog', id: 'b2', title: 'Deleted post', field: 'image', inTrash: true }]);
    expect([...usages.keys()].sort()).toEqual([A, C, B].sort());
  });

  it('finds nothing for an image no record mentions', () => {
    expect(scanUsages(records).get('bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.webp')).toBeUndefined();
    expect(scanUsages([]).size).toBe(0);
  });
});

describe('altTextsIn', () => {
  it('offers the description a blog or an <img> already gives an image, the first one found', () => {
    const alts = altTextsIn([
      {
        kind: 'blog',
        id: 'b1',
        inTrash: false,
        data: { blog_image: `/api/images/${A}`, blog_image_alt: ' Heart chart ' },
      },
      {
        kind: 'locationPage',
        id: 'l1',
        inTrash: false,
        data: {
          main_paragraph: `<p><img src="/api/images/${A}" alt="Other words"><img src="/api/images/cards/${B}" alt="Tom &amp; Jo&#39;s &quot;room&quot;" width="640"></p>`,
        },
      },
      { kind: 'blog', id: 'b2', inTrash: false, data: { blog_image: `/api/images/${C}`, blog_image_alt: '   ' } },
    ]);
    expect(alts.get(A)).toBe('Heart chart');
    expect(alts.get(B)).toBe('Tom & Jo\'s "room"');
    expect(alts.has(C)).toBe(false);
  });
});
