import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressOf } from './client-address';

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
