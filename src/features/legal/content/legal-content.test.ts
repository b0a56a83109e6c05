import { NEWSLETTER_CONFIRM_DAYS } from '@shared/newsletter-consent';
import { SITE_CONFIG } from '../../../config/site-config';
import { describe, expect, it } from 'vitest';
import { legalDocumentSchema, type LegalBlock, type LegalDocumentContent, type RichText } from './legal-schema';
import { PRIVACY_LAST_UPDATED, PRIVACY_POLICY } from './privacy';
import { TERMS_AND_CONDITIONS, TERMS_CHANGE_NOTICE_DAYS, TERMS_LAST_UPDATED } from './terms';

const richText = (value: RichText): string =>
  typeof value === 'string' ? value : value.map((part) => (typeof part === 'string' ? part : part.text)).join('');

const blockText = (block: LegalBlock): string =>
  block.type === 'paragraph'
    ? richText(block.text)
    : (block.type === 'list' ? block.items : block.lines).map(richText).join('\n');

const hrefs = (block: LegalBlock): string[] => {
  const parts = block.type === 'paragraph' ? [block.text] : block.type === 'list' ? block.items : block.lines;
  return parts.flatMap((part) =>
    typeof part === 'string' ? [] : part.flatMap((p) => (typeof p === 'string' ? [] : [p.href])),
  );
};

function section(doc: LegalDocumentContent, id: string) {
  const found = doc.sections.find((s) => s.id === id);
  if (!found) throw new Error(`No section "${id}"`);
  return { text: found.blocks.map(blockText).join('\n'), hrefs: found.blocks.flatMap(hrefs), heading: found.heading };
}

describe('legal content', () => {
  it.each([
    ['privacy', PRIVACY_POLICY],
    ['terms', TERMS_AND_CONDITIONS],
  ])('the %s document matches the schema', (_name, doc) => {
    expect(legalDocumentSchema.safeParse(doc).error?.issues).toBeUndefined();
  });

  it('keeps in-page links pointing at sections that exist', () => {
    for (const doc of [PRIVACY_POLICY, TERMS_AND_CONDITIONS]) {
      const ids = new Set(doc.sections.map((s) => s.id));
      const anchors = doc.sections
        .flatMap((s) => s.blocks.flatMap(hrefs))
        .filter((href) => href.startsWith('#'))
        .map((href) => href.slice(1));
      for (const anchor of anchors) expect(ids).toContain(anchor);
    }
  });

  it('dates both documents with their constants', () => {
    expect(PRIVACY_POLICY.lastUpdated).toBe(PRIVACY_LAST_UPDATED);
    expect(TERMS_AND_CONDITIONS.lastUpdated).toBe(TERMS_LAST_UPDATED);
  });
});

describe('privacy policy', () => {
  it('has a section for every point of the spec', () => {
    const ids = PRIVACY_POLICY.sections.map((s) => s.id);
    for (const id of [
      'information-collected',
      'use',
      'no-selling',
      'cookies',
      'security',
      'external-links',
      'your-rights',
      'contact',
    ]) {
      expect(ids).toContain(id);
    }
    expect(ids.at(-1)).toBe('contact');
  });

  it('lists the information collected', () => {
    const { text } = section(PRIVACY_POLICY, 'information-collected');
    for (const item of ['name', 'email address', 'phone number', 'IP address', 'browser type', 'pages you view']) {
      expect(text).toContain(item);
    }
  });

  it('states the uses, with an opt-out from marketing', () => {
    const { text } = section(PRIVACY_POLICY, 'use');
    for (const item of ['respond to your inquiries', 'appointments', 'improve this website', 'opt out']) {
      expect(text).toContain(item);
    }
    expect(section(PRIVACY_POLICY, 'no-selling').text).toContain('We do not sell');
  });

  it('explains cookies, stored preferences, the admin session and the offline cache', () => {
    const { text } = section(PRIVACY_POLICY, 'cookies');
    for (const item of ['text size', 'sign-in session', 'service worker', 'without a connection']) {
      expect(text).toContain(item);
    }
  });

  it('names the booking provider and video player as external services', () => {
    const { text } = section(PRIVACY_POLICY, 'external-links');
    expect(text).toContain('booking provider');
    expect(text).toContain('video player');
  });

  it('places health information under PHIPA with the clinic as custodian, and other information under PIPEDA', () => {
    const all = PRIVACY_POLICY.sections.map((s) => s.blocks.map(blockText).join('\n')).join('\n');
    expect(all).toContain('Personal Health Information Protection Act, 2004 (PHIPA)');
    expect(all).toContain('(PIPEDA)');
    expect(section(PRIVACY_POLICY, 'health-information').text).toContain('health information custodian');
    const rights = section(PRIVACY_POLICY, 'your-rights').text;
    for (const word of ['see it', 'correct', 'delete']) expect(rights).toContain(word);
  });

  it('covers newsletter consent and unsubscribing under CASL, and retention', () => {
    const { text } = section(PRIVACY_POLICY, 'newsletter');
    expect(text).toContain('(CASL)');
    expect(text).toContain('unsubscribe');
    expect(section(PRIVACY_POLICY, 'retention').text).toContain('10 years');
  });

  it('states the retention periods, the confirmation window and the erasure the code applies', () => {
    const retention = section(PRIVACY_POLICY, 'retention').text;
    expect(retention).toContain(`deleted automatically ${SITE_CONFIG.retention.contactRequestDays} days after`);
    expect(retention).toContain(`never confirmed: deleted after ${SITE_CONFIG.retention.pendingNewsletterDays} days`);
    expect(retention).toContain('never your message');
    const newsletter = section(PRIVACY_POLICY, 'newsletter').text;
    expect(newsletter).toContain(`The link works once, for ${NEWSLETTER_CONFIRM_DAYS} days`);
    for (const words of ['one click, without signing in', 'erase you from the list', 'never emailed by us again']) {
      expect(newsletter).toContain(words);
    }
  });

  it('ends with the clinic address on Avenue Road, Toronto, and a phone link', () => {
    const contact = section(PRIVACY_POLICY, 'contact');
    expect(contact.text).toContain('Avenue Road');
    expect(contact.text).toContain('Toronto, ON');
    expect(contact.hrefs).toContain('tel:+14165550100');
  });
});

describe('terms and conditions', () => {
  it('has a section for every point of the spec', () => {
    const ids = TERMS_AND_CONDITIONS.sections.map((s) => s.id);
    expect(ids).toEqual([
      'purchases',
      'accuracy',
      'promotions',
      'user-content',
      'accounts',
      'intellectual-property',
      'links',
      'termination',
      'indemnification',
      'liability',
      'disclaimers',
      'governing-law',
      'changes',
      'contact',
    ]);
  });

  it('covers memberships, packages, payment and refunds', () => {
    const { text } = section(TERMS_AND_CONDITIONS, 'purchases');
    for (const word of ['Memberships are annual and renewable', 'Packages', 'Payment', 'Refunds', 'cancel']) {
      expect(text).toContain(word);
    }
  });

  it("states at least 30 days' notice for material changes", () => {
    expect(TERMS_CHANGE_NOTICE_DAYS).toBe(30);
    expect(section(TERMS_AND_CONDITIONS, 'changes').text).toContain(
      'For material changes, we will give at least 30 days’ notice',
    );
  });

  it('is governed by the laws of Ontario and the federal laws of Canada', () => {
    expect(section(TERMS_AND_CONDITIONS, 'governing-law').text).toContain(
      'the laws of the Province of Ontario and the federal laws of Canada',
    );
  });

  it('disclaims medical advice and points emergencies to 911', () => {
    const { text } = section(TERMS_AND_CONDITIONS, 'disclaimers');
    expect(text).toContain('not medical advice');
    expect(text).toContain('call 911');
  });

  it('gives a phone link to contact the clinic', () => {
    expect(section(TERMS_AND_CONDITIONS, 'contact').hrefs).toContain('tel:+14165550100');
  });

  it('keeps the spec’s page name "Terms of Conditions" in the aside', () => {
    expect(richText(TERMS_AND_CONDITIONS.aside ?? '')).toContain('Terms of Conditions');
  });
});
