import { isIP } from 'node:net';

/**
 * The client-address rules of the site's front server (lib/net/clientAddress.mjs), kept here
 * because the backend imports only its own code; tests/unit/net/clientAddress.test.ts runs one
 * table over both so they cannot drift apart.
 */

/** Longer than any IPv6 address with a zone: anything longer is not an address. */
const MAX_ADDRESS_LENGTH = 64;

/**
 * One address in a canonical form, or null: brackets and a port dropped, IPv6 lower-cased, an
 * IPv4-mapped IPv6 address (`::ffff:203.0.113.7`) as the IPv4 address.
 */
export function normalizeAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  let text = value.trim();
  if (text.length === 0 || text.length > MAX_ADDRESS_LENGTH) return null;
  const withPort = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(text) ?? /^([\d.]+):(\d{1,5})$/.exec(text);
  if (withPort?.[1]) {
    if (Number(withPort[2] ?? 0) > 65535) return null;
    text = withPort[1];
  }
  text = text.toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (mapped?.[1]) text = mapped[1];
  return isIP(text) === 0 ? null : text;
}

export interface AddressFacts {
  socketAddress: string | undefined;
  forwardedFor: string | string[] | undefined;
  /** Proxies in front whose X-Forwarded-For entries are believed; 0 (default): none, the socket decides. */
  trustedProxyCount?: number;
}

/**
 * The socket's peer, or behind n trusted proxies the n-th X-Forwarded-For entry from the right
 * (the leftmost when the chain is shorter); a client-written entry is never reached. No socket
 * address: 'unknown'; a trusted entry that is no address: the socket.
 */
export function clientAddress({ socketAddress, forwardedFor, trustedProxyCount = 0 }: AddressFacts): string {
  const socket = normalizeAddress(socketAddress) ?? 'unknown';
  if (!trustedProxyCount) return socket;
  const joined = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const entries = joined
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return socket;
  return normalizeAddress(entries[Math.max(0, entries.length - trustedProxyCount)]) ?? socket;
}

/** BACKEND_TRUSTED_PROXY_COUNT: unset or empty is 0; anything but 0–10 is an error. */
export function parseTrustedProxyCount(value: string | undefined, name = 'BACKEND_TRUSTED_PROXY_COUNT'): number {
  if (value === undefined || value.trim() === '') return 0;
  const count = /^\d{1,2}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  if (!(count >= 0 && count <= 10)) throw new Error(`${name} must be a whole number from 0 to 10, got "${value}"`);
  return count;
}
