import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playwrightCounts } from './playwright-tier';

const ROOT = new URL('../../..', import.meta.url).pathname;
const ESC = String.fromCharCode(27);

type ReportError = { message: string; location?: { file: string; line: number; column: number } };

// The shape of Playwright's JSON report for one passed and one failed test (colour codes and all).
const reportWith = (error: ReportError) => ({
  suites: [
    {
      title: 'admin-portal.test.ts',
      file: 'admin-portal.test.ts',
      suites: [
        {
          title: 'blogs',
          specs: [
            {
              title: 'lists blogs',
              tests: [{ projectName: 'desktop', status: 'expected', results: [{ status: 'passed' }] }],
            },
            {
              title: 'creates a blog',
              tests: [
                {
                  projectName: 'desktop',
                  status: 'unexpected',
                  results: [
                    {
                      status: 'failed',
                      error,
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
});

const FAILED_AT_LINE_161: ReportError = {
  message:
    `${ESC}[31mError: expect(locator).toBeVisible() failed${ESC}[39m\n\n` +
    `Locator: getByRole('heading', { name: 'Walking After Dinner' })\nExpected: visible\n` +
    'Timeout: 30000ms\nError: element(s) not found\n\nCall log:\n  - waiting for …',
  location: { file: join(ROOT, 'e2e/admin-portal.test.ts'), line: 161, column: 5 },
};

describe('playwrightCounts', () => {
  it('counts passes and failures, and names each failure with its locator and the line it failed at', () => {
    const counts = playwrightCounts(reportWith(FAILED_AT_LINE_161));
    expect(counts).toMatchObject({ passed: 1, failed: 1, notRun: [] });
    expect(counts.failures).toEqual([
      "[desktop] admin-portal.test.ts > blogs > creates a blog: Error: expect(locator).toBeVisible() failed · Locator: getByRole('heading', { name: 'Walking After Dinner' }) · at e2e/admin-portal.test.ts:161",
    ]);
  });

  it('describes an error of the run itself (outside any test) the same way', () => {
    const report = {
      errors: [
        {
          message: 'Error: Chromium is missing\n    at ensureChromium',
          location: { file: join(ROOT, 'tests/support/e2e/global-setup.ts'), line: 12 },
        },
      ],
    };
    expect(playwrightCounts(report)).toMatchObject({
      failed: 1,
      failures: ['Error: Chromium is missing · at tests/support/e2e/global-setup.ts:12'],
    });
  });

  it('keeps the first line alone when the error has no locator or location', () => {
    expect(playwrightCounts(reportWith({ message: 'Test timeout of 60000ms exceeded.' })).failures).toEqual([
      '[desktop] admin-portal.test.ts > blogs > creates a blog: Test timeout of 60000ms exceeded.',
    ]);
  });
});
