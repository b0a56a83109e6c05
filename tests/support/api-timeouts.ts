/**
 * A test's budget in the API tier (vitest.config.ts's API projects): here, not there, so that a test that needs
 * more (one waiting for queued mail: limits-and-mail.ts) adds to this one rather than restating it.
 */
export const API_TEST_TIMEOUT_MS = 20_000;
