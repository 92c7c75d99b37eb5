import type { Context } from 'hono';
import { clientKey } from '../auth/client';
import type { SessionClient } from '../auth/sessions';
import type { AppDeps } from '../deps';

/** Longest User-Agent read: anything past it says nothing the list needs. */
const MAX_USER_AGENT_LENGTH = 512;

// Order matters: Edge and Opera say "Chrome" too, Chrome says "Safari", so the narrower name first.
const BROWSERS: readonly [name: string, pattern: RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Yandex Browser', /\bYaBrowser\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//],
];

const SYSTEMS: readonly [name: string, pattern: RegExp][] = [
  ['Android', /\bAndroid\b/],
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Linux', /\bLinux\b/],
];

/**
 * A User-Agent in words for the sessions list: "Chrome 131 · Windows", "Safari 17 · iOS". Read
 * simply on purpose (docs/decisions/security-page.md): the list helps a player recognise his
 * devices, it proves nothing. Unknown parts are left out; '' when nothing is known.
 */
export function describeDevice(userAgent: string | undefined): string {
  const text = (userAgent ?? '').slice(0, MAX_USER_AGENT_LENGTH);
  if (!text.trim()) return '';
  let browser = '';
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(text);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  const system = SYSTEMS.find(([, pattern]) => pattern.test(text))?.[0] ?? '';
  return [browser, system].filter(Boolean).join(' · ');
}

/** Who opens a session: his device from the User-Agent, his address as the sign-in counts it. */
export function sessionClientOf(c: Context, deps: Pick<AppDeps, 'siteProxyKey' | 'trustedProxyCount'>): SessionClient {
  const address = clientKey(c, deps);
  return { device: describeDevice(c.req.header('user-agent')), address: address === 'unknown' ? '' : address };
}
