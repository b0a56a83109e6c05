import { describe, expect, it } from 'vitest';
import { NEWSLETTER_EMAIL_MAX, newsletterRequestSchema } from '@shared/schemas/newsletter';
import {
  NEWSLETTER_EMAIL_MAX_LENGTH,
  NEWSLETTER_FIELD_ERRORS,
  isNewsletterShownOn,
  validateNewsletterEmail,
} from './newsletter-email';

describe('newsletter email rules', () => {
  it('uses the same limit as the server schema (spec section 9: 36 characters)', () => {
    expect(NEWSLETTER_EMAIL_MAX_LENGTH).toBe(NEWSLETTER_EMAIL_MAX);
    expect(NEWSLETTER_EMAIL_MAX_LENGTH).toBe(36);
  });

  it('rejects empty and over-long addresses and accepts one of exactly 36 characters', () => {
    expect(validateNewsletterEmail('')).toBe(NEWSLETTER_FIELD_ERRORS.empty);
    expect(validateNewsletterEmail('   ')).toBe(NEWSLETTER_FIELD_ERRORS.empty);
    const exact = `${'a'.repeat(24)}@example.com`;
    expect(exact).toHaveLength(36);
    expect(validateNewsletterEmail(exact)).toBeNull();
    expect(validateNewsletterEmail(`a${exact}`)).toBe(NEWSLETTER_FIELD_ERRORS.tooLong);
  });

  it('catches obvious slips and lets through what the server accepts', () => {
    expect(validateNewsletterEmail('jane.example.com')).toBe(NEWSLETTER_FIELD_ERRORS.format);
    expect(validateNewsletterEmail('jane@example')).toBe(NEWSLETTER_FIELD_ERRORS.format);
    for (const email of ['jane@example.com', ' Jane.Doe+news@example.co.uk ']) {
      expect(validateNewsletterEmail(email)).toBeNull();
      expect(newsletterRequestSchema.safeParse({ email, source: 'website-footer' }).success).toBe(true);
    }
  });

  it('is left off the membership, privacy and terms pages only', () => {
    expect(isNewsletterShownOn('/membership')).toBe(false);
    expect(isNewsletterShownOn('/membership/')).toBe(false);
    expect(isNewsletterShownOn('/privacy-policy')).toBe(false);
    expect(isNewsletterShownOn('/terms-of-conditions')).toBe(false);
    expect(isNewsletterShownOn('/')).toBe(true);
    expect(isNewsletterShownOn('/service')).toBe(true);
  });
});
