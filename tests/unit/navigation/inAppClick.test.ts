import { describe, expect, it } from 'vitest';
import { followedInApp, type ClickedLink, type LinkClick } from '@/lib/navigation/inAppClick';

const ORIGIN = 'https://bet.example';
const plain: LinkClick = { button: 0, defaultPrevented: false, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
const ours: ClickedLink = { origin: ORIGIN, target: null, download: false };

describe('a link click the router follows', () => {
  it('is a plain primary click on a link of this site', () => {
    expect(followedInApp(plain, ours, ORIGIN)).toBe(true);
    expect(followedInApp(plain, { ...ours, target: '_self' }, ORIGIN)).toBe(true);
  });

  it.each(['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)('leaves a click with %s to the browser (new tab, window, save)', (key) => {
    expect(followedInApp({ ...plain, [key]: true }, ours, ORIGIN)).toBe(false);
  });

  it('leaves a middle click, and a click another handler prevented, to the browser', () => {
    expect(followedInApp({ ...plain, button: 1 }, ours, ORIGIN)).toBe(false);
    expect(followedInApp({ ...plain, defaultPrevented: true }, ours, ORIGIN)).toBe(false);
  });

  it('leaves another tab, a download and another site to the browser', () => {
    expect(followedInApp(plain, { ...ours, target: '_blank' }, ORIGIN)).toBe(false);
    expect(followedInApp(plain, { ...ours, download: true }, ORIGIN)).toBe(false);
    expect(followedInApp(plain, { ...ours, origin: 'https://evil.example' }, ORIGIN)).toBe(false);
    expect(followedInApp(plain, { ...ours, origin: 'http://bet.example' }, ORIGIN)).toBe(false);
  });
});
