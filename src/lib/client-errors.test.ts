import { describe, expect, it } from 'vitest';
import { reportClientError, takeClientErrors, whenClientErrorWaits, type CaughtError } from './client-errors';

describe('client errors before the reporter loads', () => {
  it('wakes the loader on the first waiting error, keeps a few, then hands over everything to the reporter', () => {
    let wakes = 0;
    whenClientErrorWaits(() => wakes++);
    expect(wakes).toBe(0);
    for (let i = 0; i < 15; i++) reportClientError('uncaught', new Error(`e${i}`));
    expect(wakes).toBe(15);

    const delivered: CaughtError[] = [];
    takeClientErrors((caught) => delivered.push(caught));
    expect(delivered).toHaveLength(10);
    reportClientError('service-worker', 'later');
    expect(delivered.at(-1)).toEqual({ source: 'service-worker', error: 'later' });
    expect(wakes).toBe(15);
  });
});
