// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as site from '@/lib/net/clientAddress.mjs';
import * as backend from '../../../backend/src/auth/clientAddress';

// The client address (docs/site-proxy.md). The site's front server and the reference backend keep the same rules in two
// files (the backend imports only its own code): one table runs over both.
type Facts = { socketAddress: string | undefined; forwardedFor: string | string[] | undefined; trustedProxyCount?: number };

const CASES: [string, Facts, string][] = [
  ['the socket, with no proxy trusted', { socketAddress: '203.0.113.7', forwardedFor: undefined }, '203.0.113.7'],
  ['count 0 ignores a spoofed X-Forwarded-For', { socketAddress: '203.0.113.7', forwardedFor: '1.2.3.4', trustedProxyCount: 0 }, '203.0.113.7'],
  ['count 0 ignores several spoofed entries', { socketAddress: '203.0.113.7', forwardedFor: ['1.2.3.4', '5.6.7.8, 9.9.9.9'] }, '203.0.113.7'],
  ['count 1: the last entry (the proxy wrote it)', { socketAddress: '10.0.0.2', forwardedFor: '1.2.3.4, 198.51.100.9', trustedProxyCount: 1 }, '198.51.100.9'],
  ['count 1: a client-sent entry on the left is not reached', { socketAddress: '10.0.0.2', forwardedFor: '6.6.6.6, 7.7.7.7, 198.51.100.9', trustedProxyCount: 1 }, '198.51.100.9'],
  ['count 1: repeated headers read as one list', { socketAddress: '10.0.0.2', forwardedFor: ['6.6.6.6', '198.51.100.9'], trustedProxyCount: 1 }, '198.51.100.9'],
  ['count 2: the second from the right', { socketAddress: '10.0.0.2', forwardedFor: '6.6.6.6, 198.51.100.9, 10.0.0.1', trustedProxyCount: 2 }, '198.51.100.9'],
  ['count 2 with one entry: the leftmost there is', { socketAddress: '10.0.0.2', forwardedFor: '198.51.100.9', trustedProxyCount: 2 }, '198.51.100.9'],
  ['count 1 with no header: the socket', { socketAddress: '10.0.0.2', forwardedFor: undefined, trustedProxyCount: 1 }, '10.0.0.2'],
  ['count 1 with an empty header: the socket', { socketAddress: '10.0.0.2', forwardedFor: ' , ', trustedProxyCount: 1 }, '10.0.0.2'],
  ['count 1 with garbage in the trusted place: the socket', { socketAddress: '10.0.0.2', forwardedFor: '1.2.3.4, <script>', trustedProxyCount: 1 }, '10.0.0.2'],
  ['count 1: an over-long entry is garbage', { socketAddress: '10.0.0.2', forwardedFor: `1.2.3.4, ${'1'.repeat(5000)}`, trustedProxyCount: 1 }, '10.0.0.2'],
  ['count 1: "unknown" is garbage', { socketAddress: '10.0.0.2', forwardedFor: 'unknown', trustedProxyCount: 1 }, '10.0.0.2'],
  ['IPv6 socket, lower-cased', { socketAddress: '2001:DB8::1', forwardedFor: undefined }, '2001:db8::1'],
  ['IPv4-mapped IPv6 socket is the IPv4 address', { socketAddress: '::ffff:127.0.0.1', forwardedFor: undefined }, '127.0.0.1'],
  ['IPv6 loopback', { socketAddress: '::1', forwardedFor: undefined }, '::1'],
  ['count 1: bracketed IPv6 with a port', { socketAddress: '10.0.0.2', forwardedFor: '[2001:db8::7]:4711', trustedProxyCount: 1 }, '2001:db8::7'],
  ['count 1: IPv4 with a port', { socketAddress: '10.0.0.2', forwardedFor: '198.51.100.9:5123', trustedProxyCount: 1 }, '198.51.100.9'],
  ['count 1: IPv6 entry', { socketAddress: '10.0.0.2', forwardedFor: '1.2.3.4, 2001:DB8::9', trustedProxyCount: 1 }, '2001:db8::9'],
  ['no socket address', { socketAddress: undefined, forwardedFor: '1.2.3.4' }, 'unknown'],
  ['a socket address that is not one', { socketAddress: 'garbage', forwardedFor: undefined }, 'unknown'],
];

describe.each([
  ['site (lib/net/clientAddress.mjs)', site],
  ['backend (backend/src/auth/clientAddress.ts)', backend],
])('clientAddress, %s', (_name, impl) => {
  it.each(CASES)('%s', (_case, facts, expected) => {
    expect(impl.clientAddress(facts)).toBe(expected);
  });

  it('normalizeAddress refuses what is not an address', () => {
    expect(['', ' ', '1.2.3', '999.1.1.1', '01.2.3.4', '1.2.3.4.5', 'localhost', '[::1', '1.2.3.4:99999', 42, null].map(impl.normalizeAddress)).toEqual(
      Array(11).fill(null),
    );
  });

  it('parseTrustedProxyCount: unset and empty are 0; 0–10 taken; anything else refused', () => {
    expect([undefined, '', ' ', '0', '1', '2', ' 3 ', '10'].map((value) => impl.parseTrustedProxyCount(value))).toEqual([0, 0, 0, 0, 1, 2, 3, 10]);
    for (const bad of ['-1', '11', '1.5', 'one', 'true', '0x1', '1e1']) expect(() => impl.parseTrustedProxyCount(bad)).toThrow(/whole number from 0 to 10/);
  });
});
