import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressOf, rateLimitKeyOf } from './client-address';

const request = (headers: Record<string, string>, remoteAddress = '::ffff:169.254.1.1') =>
  ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage;
const CLOUD_RUN = { K_SERVICE: 'api' };

describe('clientAddressOf', () => {
  it('ignores every forwarding header off Cloud Run: the emulators and a plain server key on the socket', () => {
    const req = request({ 'x-forwarded-for': '203.0.113.7', 'x-fah-client-ip': '198.51.100.9' }, '::ffff:127.0.0.1');
    expect(clientAddressOf(req, {})).toEqual({ client: '127.0.0.1', edge: '127.0.0.1' });
    expect(clientAddressOf(req, { ...CLOUD_RUN, FUNCTIONS_EMULATOR: 'true' })).toEqual({
      client: '127.0.0.1',
      edge: '127.0.0.1',
    });
  });

  it('on Cloud Run takes the last X-Forwarded-For entry, the one Google appended, whatever the caller prepends', () => {
    const spoofed = Array.from({ length: 50 }, (_, i) =>
      clientAddressOf(request({ 'x-forwarded-for': `10.0.0.${i}, 203.0.113.7` }), CLOUD_RUN),
    );
    expect(new Set(spoofed.map((a) => a.client))).toEqual(new Set(['203.0.113.7']));
  });

  it("behind Hosting keys the visitor on Hosting's X-Fah-Client-Ip and the edge on the connecting address", () => {
    const req = request({ 'x-forwarded-for': '1.2.3.4, 198.51.100.9, 35.191.0.1', 'x-fah-client-ip': '198.51.100.9' });
    expect(clientAddressOf(req, CLOUD_RUN)).toEqual({ client: '198.51.100.9', edge: '35.191.0.1' });
  });

  it('falls back to the socket when the headers hold no address, and never takes text that is not one', () => {
    const req = request({ 'x-forwarded-for': 'not-an-ip', 'x-fah-client-ip': '<script>' }, '2001:DB8::1');
    expect(clientAddressOf(req, CLOUD_RUN)).toEqual({ client: '2001:db8::1', edge: '2001:db8::1' });
  });
});

describe('rateLimitKeyOf', () => {
  it('keeps an IPv4 address whole', () => {
    expect(rateLimitKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKeyOf('203.0.113.8')).not.toBe(rateLimitKeyOf('203.0.113.7'));
  });

  it('keys every address of one IPv6 /64 alike, however it is written', () => {
    const keys = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:fffe',
      '2001:0DB8:0001:0002:0000:0000:0000:0009',
      '2001:db8:1:2:a:b:c:d',
      '2001:db8:1:2::192.0.2.1',
      '2001:db8:1:2::7%eth0',
    ].map(rateLimitKeyOf);
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']));
  });

  it('keys neighbouring /64s apart, and never by the address alone', () => {
    expect(rateLimitKeyOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(rateLimitKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitKeyOf('2001:db8:1:4::')).toBe('2001:db8:1:4::/64');
  });

  it('treats an IPv4-mapped IPv6 address as the IPv4 address, in either spelling', () => {
    expect(rateLimitKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKeyOf('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });
});

describe('clientAddressOf and IPv6', () => {
  it('reads an IPv4-mapped socket address in its hexadecimal spelling as IPv4', () => {
    expect(clientAddressOf(request({}, '::ffff:cb00:7107'), {})).toEqual({
      client: '203.0.113.7',
      edge: '203.0.113.7',
    });
  });

  it('keeps the full IPv6 address (the newsletter records a hash of it as consent evidence); limits take the /64', () => {
    const from = clientAddressOf(request({ 'x-fah-client-ip': '2001:db8:1:2::abcd' }), CLOUD_RUN);
    expect(from.client).toBe('2001:db8:1:2::abcd');
    expect(rateLimitKeyOf(from.client)).toBe('2001:db8:1:2::/64');
  });
});
