import { describe, expect, it } from 'vitest';
import { DEMO_BLOGS, DEMO_LOCATION_PAGES } from '../../tools/scripts/lib/demo-data';
import { blogInputSchema } from './schemas/blog';
import { locationPageInputSchema } from './schemas/location-page';
import {
  LOCATION_REVIEWED_FIELDS,
  carryReviewBinding,
  latestApprovals,
  publicReviewStamp,
  reviewFingerprint,
  stampState,
} from './review-stamp';

const blog = () => {
  const parsed = blogInputSchema.parse(DEMO_BLOGS[0]?.blog);
  return { ...parsed, blogs_content: parsed.blogs_content.map((item) => ({ ...item })) };
};
const page = () => locationPageInputSchema.parse(DEMO_LOCATION_PAGES[0]?.page);

describe('review fingerprint', () => {
  it('is stable for the same text and changes with any edit of the text', () => {
    const a = blog();
    expect(reviewFingerprint('blog', a)).toBe(reviewFingerprint('blog', blog()));
    expect(reviewFingerprint('blog', a)).toMatch(/^v1:[0-9a-f]{14}$/);
    const edits = [
      { ...a, title: `${a.title}!` },
      { ...a, brief_paragraph: `${a.brief_paragraph} More.` },
      { ...a, blogs_content: [...a.blogs_content, { heading: 'New', paragraph: '<p>New</p>' }] },
      {
        ...a,
        blogs_content: a.blogs_content.map((item, i) =>
          i === 0 ? { ...item, paragraph: `${item.paragraph}x` } : item,
        ),
      },
    ];
    for (const edited of edits) expect(reviewFingerprint('blog', edited)).not.toBe(reviewFingerprint('blog', a));
  });

  it('ignores the review stamp, the status, the schedule and the slug: none of them is medical text', () => {
    const a = blog();
    const b = { ...a, reviewedBy: 'Dr. B, MD', lastReviewed: '2026-11-27', published: !a.published, slug_url: 'other' };
    expect(reviewFingerprint('blog', b)).toBe(reviewFingerprint('blog', a));
  });

  it('ignores markup that does not change the words, and sees a changed word', () => {
    const a = {
      title: 'T',
      brief_paragraph: '',
      blogs_content: [{ heading: 'H', paragraph: '<p>Eat&nbsp;fibre.</p>' }],
    };
    const same = { ...a, blogs_content: [{ heading: 'H', paragraph: '<p class="x">Eat fibre.</p><p></p>' }] };
    const edited = { ...a, blogs_content: [{ heading: 'H', paragraph: '<p>Eat more fibre.</p>' }] };
    expect(reviewFingerprint('blog', same)).toBe(reviewFingerprint('blog', a));
    expect(reviewFingerprint('blog', edited)).not.toBe(reviewFingerprint('blog', a));
  });

  it('tells text moved between fields apart from the same text in place', () => {
    const a = { title: 'ab', brief_paragraph: '', blogs_content: [] };
    const b = { title: 'a', brief_paragraph: 'b', blogs_content: [] };
    expect(reviewFingerprint('blog', a)).not.toBe(reviewFingerprint('blog', b));
  });

  it('covers every paragraph and heading of a location page, not its meta fields', () => {
    const p = page();
    const base = reviewFingerprint('location-page', p);
    for (const field of LOCATION_REVIEWED_FIELDS) {
      expect(reviewFingerprint('location-page', { ...p, [field]: `${p[field]} edited` }), field).not.toBe(base);
    }
    const metaOnly = { ...p, meta_title: 'Other', meta_keywords: 'x' };
    expect(reviewFingerprint('location-page', metaOnly)).toBe(base);
  });
});

describe('stamp state', () => {
  const approval = { fingerprint: 'v1:00000000000001', reviewerName: 'Dr. A', decidedAt: '2026-11-27T10:00:00.000Z' };

  it('is reviewed while the text matches the approval, changed once it differs, none without one', () => {
    expect(stampState(approval, approval.fingerprint)).toEqual({ state: 'reviewed', approval });
    expect(stampState(approval, 'v1:00000000000002')).toEqual({ state: 'changed', approval });
    expect(stampState(undefined, approval.fingerprint)).toEqual({ state: 'none' });
  });

  it('uses the newest approval of each record, of the right type, ignoring other outcomes', () => {
    const request = (recordId: string, status: string, decidedAt: string, recordType = 'blog' as const) => ({
      ...approval,
      recordId,
      status,
      decidedAt,
      recordType,
    });
    const latest = latestApprovals(
      [
        request('a', 'approved', '2026-11-01T00:00:00.000Z'),
        request('a', 'approved', '2026-11-20T00:00:00.000Z'),
        request('a', 'returned', '2026-11-25T00:00:00.000Z'),
        request('b', 'pending', ''),
        { ...request('c', 'approved', '2026-11-20T00:00:00.000Z'), recordType: 'location-page' as const },
      ],
      'blog',
    );
    expect([...latest.keys()]).toEqual(['a']);
    expect(latest.get('a')?.decidedAt).toBe('2026-11-20T00:00:00.000Z');
  });
});

describe('the public stamp (decision 0028)', () => {
  const stamped = () => {
    const text = blog();
    return {
      ...text,
      reviewedBy: 'Dr. Ada Reviewer, MD',
      lastReviewed: '2026-11-20',
      reviewedRevisionId: 'rev1',
      reviewedFingerprint: reviewFingerprint('blog', text),
      reviewWithdrawn: false,
    };
  };

  it('says "Medically reviewed by …" only while the text is the text approved', () => {
    const approved = stamped();
    expect(publicReviewStamp(approved)).toEqual({
      kind: 'reviewed',
      reviewedBy: 'Dr. Ada Reviewer, MD',
      lastReviewed: '2026-11-20',
    });
    // Markup alone is no change; a word is.
    const rewrapped = {
      ...approved,
      blogs_content: approved.blogs_content.map((item) => ({ ...item, paragraph: `<div>${item.paragraph}</div>` })),
    };
    expect(publicReviewStamp(rewrapped).kind).toBe('reviewed');
    const edited = { ...approved, brief_paragraph: `${approved.brief_paragraph} Take 2000 IU.` };
    expect(publicReviewStamp(edited)).toEqual({ kind: 'since-updated', lastReviewed: '2026-11-20' });
    expect(publicReviewStamp({ ...approved, reviewWithdrawn: true }).kind).toBe('since-updated');
  });

  it('says nothing without a stamp, and shows a stamp older than the binding as before', () => {
    expect(publicReviewStamp({ ...stamped(), reviewedBy: ' ' }).kind).toBe('none');
    expect(publicReviewStamp({ ...stamped(), lastReviewed: '' }).kind).toBe('none');
    const { reviewedFingerprint: _f, reviewedRevisionId: _r, reviewWithdrawn: _w, ...legacy } = stamped();
    expect(publicReviewStamp(legacy).kind).toBe('reviewed');
  });

  it('carries the binding over a save, never from the body', () => {
    const stored = stamped();
    const edited = { ...stored, title: `${stored.title} (updated)` };
    // The body claims the new text is the approved one: the stored binding wins.
    const claimed = { ...edited, reviewedFingerprint: reviewFingerprint('blog', edited), reviewWithdrawn: false };
    const carried = carryReviewBinding(claimed, { ...stored, reviewWithdrawn: true });
    expect(carried).toMatchObject({
      reviewedRevisionId: 'rev1',
      reviewedFingerprint: stored.reviewedFingerprint,
      reviewWithdrawn: true,
    });
    expect(publicReviewStamp(carried).kind).toBe('since-updated');
  });

  it('binds a stamp typed by hand to the text saved with it, and an older stamp to the text it was on', () => {
    const text = blog();
    const typed = carryReviewBinding({ ...text, reviewedBy: 'Dr. B', lastReviewed: '2026-11-21' }, null);
    expect(typed).toMatchObject({ reviewedRevisionId: '', reviewedFingerprint: reviewFingerprint('blog', text) });
    const legacy = { ...text, reviewedBy: 'Dr. C', lastReviewed: '2026-01-02' };
    const edited = carryReviewBinding({ ...legacy, title: 'A new title' }, legacy);
    expect(edited.reviewedFingerprint).toBe(reviewFingerprint('blog', legacy));
    expect(publicReviewStamp(edited).kind).toBe('since-updated');
    expect(carryReviewBinding({ ...text, reviewedBy: '', lastReviewed: '' }, stamped())).toMatchObject({
      reviewedFingerprint: '',
      reviewWithdrawn: false,
    });
  });

  it('tells an approval of the text now from an approval of an earlier version by the text approved', () => {
    const now = reviewFingerprint('blog', blog());
    const approval = { fingerprint: 'v1:00000000000001', reviewerName: 'Dr. A', decidedAt: '2026-11-21T10:00:00Z' };
    expect(stampState(approval, now).state).toBe('changed');
    expect(stampState({ ...approval, approvedFingerprint: now }, now).state).toBe('reviewed');
  });
});
