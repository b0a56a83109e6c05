import { describe, expect, it } from 'vitest';
import { contactRequestSchema } from '@shared/schemas/contact-request';
import { CONTACT_LIMITS, EMPTY_CONTACT_FORM } from './contact-form';
import { validateContactForm } from './contact-validation';

const VALID = { name: 'Jane', email: 'jane@example.com', phone: '+1 (416) 555-0123', message: 'Hi', consent: true };

describe('validateContactForm', () => {
  it('reads the length limits from the shared schema', () => {
    expect(CONTACT_LIMITS).toEqual({ name: 100, email: 254, phone: 30, message: 5000 });
    // The schema the API validates with enforces the very same limits.
    const { shape } = contactRequestSchema;
    expect({
      name: shape.name.maxLength,
      email: shape.email.in.maxLength,
      phone: shape.phone.unwrap().maxLength,
      message: shape.message.maxLength,
    }).toEqual(CONTACT_LIMITS);
  });

  it('accepts a complete request and returns the trimmed output', () => {
    expect(validateContactForm({ ...VALID, name: ' Jane ' })).toEqual({
      success: true,
      data: { ...VALID, name: 'Jane' },
    });
  });

  it('gives one plain message per missing field', () => {
    expect(validateContactForm(EMPTY_CONTACT_FORM)).toEqual({
      success: false,
      errors: {
        name: 'Enter your name.',
        email: 'Enter your email address.',
        message: 'Enter a message.',
        consent: 'Please agree to be contacted so we can answer you.',
      },
    });
  });

  it('explains format and length problems in words', () => {
    const result = validateContactForm({ ...VALID, email: 'jane@', name: 'x'.repeat(101), phone: 'abc' });
    expect(result).toEqual({
      success: false,
      errors: {
        name: 'Name must be 100 characters or fewer.',
        email: 'Enter a valid email address.',
        phone: 'Enter a phone number with digits, spaces and + ( ) - only.',
      },
    });
  });
});
