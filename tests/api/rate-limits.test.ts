import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../support/http';
import { startApiInstances } from '../support/api-instances';
import { resetRateLimits } from '../support/limits-and-mail';

beforeEach(resetRateLimits);
afterAll(resetRateLimits);

const contact = { name: 'Rate Test', email: 'rate@example.com', message: 'Hello', consent: true };

describe('rate limits key on the address the platform reports', () => {
  it('limits 50 requests with 50 different X-Forwarded-For values', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      const headers = { 'X-Forwarded-For': `203.0.113.${i}`, 'X-Fah-Client-Ip': `198.51.100.${i}` };
      statuses.push((await api('/api/contact-requests', { method: 'POST', json: contact, headers })).res.status);
    }
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(201));
    expect(statuses.slice(5)).toEqual(Array(45).fill(429));
  });
});

describe('two instances, one counter', () => {
  let stop = () => {};
  afterAll(() => stop());

  it('counts sign-ups sent alternately to two processes against one allowance', async () => {
    const instances = await startApiInstances(2);
    stop = instances.stop;
    const [a, b] = instances.origins;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${i % 2 ? b : a}/api/newsletter`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: `twice${i}@example.com` }),
      });
      statuses.push(res.status);
    }
    // In-instance counters would allow 5 per process, 10 in all.
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(5).fill(429)]);
  }, 60_000);
});
