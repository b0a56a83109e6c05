/**
 * The contact request's length limits, apart from its zod schema so the contact form can size its inputs
 * without downloading zod (decision 0016): zod loads when the visitor starts filling the form in.
 */
export const CONTACT_REQUEST_LIMITS = { name: 100, email: 254, phone: 30, message: 5000 } as const;
