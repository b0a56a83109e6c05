import { describe, expect, it } from 'vitest';
import { clientErrorReportSchema, CLIENT_REPORT_LIMITS } from '@shared/schemas/client-report';
import { releaseId, toErrorReport } from './error-report';

const page = { url: 'https://clinic.example/contact', pageType: 'contact' as const, release: '1.2.3' };

describe('toErrorReport', () => {
  it('turns an Error into a report the API accepts', () => {
    const error = new TypeError('x is not a function');
    const report = toErrorReport('uncaught', error, page);
    expect(report).toMatchObject({
      kind: 'error',
      source: 'uncaught',
      name: 'TypeError',
      message: 'x is not a function',
    });
    expect(report?.stack).toBe(error.stack);
    expect(clientErrorReportSchema.safeParse(report).success).toBe(true);
  });

  it('reports thrown strings, objects and nothing at all', () => {
    expect(toErrorReport('unhandled-rejection', 'plain', page)?.message).toBe('plain');
    expect(toErrorReport('unhandled-rejection', { message: 'shaped' }, page)?.message).toBe('shaped');
    expect(toErrorReport('unhandled-rejection', undefined, page)?.message).toBe('A undefined value was thrown.');
  });

  it('cuts what is too long to the limits the API sets', () => {
    const error = new Error('m'.repeat(5000));
    error.stack = 's'.repeat(20_000);
    const report = toErrorReport('error-boundary', error, { ...page, url: `https://x.example/${'p'.repeat(3000)}` });
    expect(clientErrorReportSchema.safeParse(report).success).toBe(true);
    expect(report?.stack).toHaveLength(CLIENT_REPORT_LIMITS.stack);
  });

  it("leaves browser extensions' errors out", () => {
    const error = new Error('boom');
    error.stack = 'Error: boom\n    at chrome-extension://abcdef/content.js:1:1';
    expect(toErrorReport('uncaught', error, page)).toBeNull();
  });
});

describe('releaseId', () => {
  it('keeps a valid id and mends free text', () => {
    expect(releaseId('a1b2c3d')).toBe('a1b2c3d');
    expect(releaseId('v2 beta/1')).toBe('v2-beta-1');
    expect(releaseId('')).toBe('unknown');
  });
});
