// Who is asking: the client address the site counts sign-in failures and captchas by
// (docs/site-proxy.md). Pure, so it is tested on its own (tests/unit/net/clientAddress.test.ts); the reference
// backend keeps the same rules in backend/src/auth/clientAddress.ts (it never imports the site) and
// the same test table runs over both.
import { isIP } from 'node:net';
import { MAX_TRUSTED_PROXY_COUNT, TRUSTED_PROXY_COUNT_ENV } from '../config/siteProxy.mjs';

/** Longer than any IPv6 address with a zone: anything longer is not an address. */
const MAX_ADDRESS_LENGTH = 64;

/**
 * One address in a canonical form, or null when the text is not one: brackets and a port are
 * dropped (`[::1]:443`, `203.0.113.7:5123`, as some proxies write them), IPv6 is lower-cased, and
 * an IPv4-mapped IPv6 address (`::ffff:203.0.113.7`, how a dual-stack socket reports IPv4) becomes
 * the IPv4 address, so one client has one key whichever way it arrived.
 */
export function normalizeAddress(value) {
  if (typeof value !== 'string') return null;
  let text = value.trim();
  if (text.length === 0 || text.length > MAX_ADDRESS_LENGTH) return null;
  const withPort = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(text) ?? /^([\d.]+):(\d{1,5})$/.exec(text);
  if (withPort) {
    if (Number(withPort[2] ?? 0) > 65535) return null;
    text = withPort[1];
  }
  text = text.toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (mapped) text = mapped[1];
  return isIP(text) === 0 ? null : text;
}

/** The entries of X-Forwarded-For (one header or several, as Node joins or lists them), left to right. */
function forwardedEntries(forwardedFor) {
  const joined = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  return joined
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * The client address. With no trusted proxy in front (`trustedProxyCount` 0, the default) it is the
 * socket's peer and X-Forwarded-For is ignored: any client can write that header. Behind n trusted
 * proxies it is the n-th X-Forwarded-For entry from the right (the one the outermost trusted proxy
 * wrote; entries further left were sent by the client and are not believed), or the leftmost when
 * the chain is shorter. A socket with no address is 'unknown'; a trusted entry that is not an
 * address falls back to the socket (the proxy), which can only make the captcha come sooner.
 */
export function clientAddress({ socketAddress, forwardedFor, trustedProxyCount = 0 }) {
  const socket = normalizeAddress(socketAddress) ?? 'unknown';
  if (!trustedProxyCount) return socket;
  const entries = forwardedEntries(forwardedFor);
  if (entries.length === 0) return socket;
  return normalizeAddress(entries[Math.max(0, entries.length - trustedProxyCount)]) ?? socket;
}

/** TRUSTED_PROXY_COUNT from the environment: unset or empty is 0; anything but 0–10 is an error. */
export function parseTrustedProxyCount(value, name = TRUSTED_PROXY_COUNT_ENV) {
  if (value === undefined || value.trim() === '') return 0;
  const count = /^\d{1,2}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  if (!(count >= 0 && count <= MAX_TRUSTED_PROXY_COUNT)) {
    throw new Error(`${name} must be a whole number from 0 to ${MAX_TRUSTED_PROXY_COUNT}, got "${value}"`);
  }
  return count;
}
