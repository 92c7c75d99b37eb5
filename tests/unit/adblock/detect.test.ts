// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { adBlockNoticeDue, isAdBlocked } from '@/lib/adblock/detect';

const clean = { baitElementHidden: false, baitScriptFailed: false, online: true };

describe('ad blocker detection (shell-and-routing.md §8)', () => {
  it('sees a blocker in a hidden bait element', () => {
    expect(isAdBlocked({ ...clean, baitElementHidden: true })).toBe(true);
  });

  it('sees a blocker in a refused bait script while online', () => {
    expect(isAdBlocked({ ...clean, baitScriptFailed: true })).toBe(true);
  });

  it('does not blame a blocker for a script that failed offline', () => {
    expect(isAdBlocked({ ...clean, baitScriptFailed: true, online: false })).toBe(false);
  });

  it('sees none when both baits came through', () => {
    expect(isAdBlocked(clean)).toBe(false);
  });

  it('shows the notice once per session', () => {
    const blocked = { ...clean, baitElementHidden: true };
    expect(adBlockNoticeDue(blocked, false)).toBe(true);
    expect(adBlockNoticeDue(blocked, true)).toBe(false);
    expect(adBlockNoticeDue(clean, false)).toBe(false);
  });
});
