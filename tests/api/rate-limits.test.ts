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

describe('IPv6 callers count by their /64', () => {
  let stop = () => {};
  afterAll(() => stop());

  // An instance that reads the forwarding header as Cloud Run fills it (its last entry is the address Google's
  // front end saw), so each request can come from an address of our choosing, as real visitors' do.
  const fromAddress = (origin: string, address: string) =>
    fetch(`${origin}/api/contact-requests`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
      body: JSON.stringify(contact),
      signal: AbortSignal.timeout(15_000),
    }).then((res) => res.status);

  it('refuses a sixth request from one /64 whatever address in it sends, lets another /64 through, and counts an IPv4-mapped address with its IPv4 address', async () => {
    const instances = await startApiInstances(1, { K_SERVICE: 'api' });
    stop = instances.stop;
    const [origin = ''] = instances.origins;

    const rotating: number[] = [];
    for (let i = 1; i <= 6; i++) rotating.push(await fromAddress(origin, `2001:db8:23:64:${i.toString(16)}::${i}`));
    expect(rotating).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await fromAddress(origin, '2001:db8:23:65::1')).toBe(201);

    const mixed: number[] = [];
    for (let i = 0; i < 6; i++) mixed.push(await fromAddress(origin, i % 2 ? '::ffff:198.51.100.23' : '198.51.100.23'));
    expect(mixed).toEqual([201, 201, 201, 201, 201, 429]);
    // Another IPv4 address is another caller.
    expect(await fromAddress(origin, '198.51.100.24')).toBe(201);
  }, 60_000);
});
