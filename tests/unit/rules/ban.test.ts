// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { banInfoOf } from '../../../backend/src/auth/requireSession';
import { moneyAllowed, rightsOf } from '../../../backend/src/auth/rights';
import { decideBan } from '@/lib/guards/access';

// Which ban levels reach a page, decided by the site's guard and by the backend's checks for every
// level and version (limits-coupon-auth.md §2, §6; docs/decisions/shared-rules.md).

const LEVELS = Array.from({ length: 102 }, (_, i) => i - 1);
const VERSIONS = [0, 1, 2, 3];
const session = (banLevel: number, banVersion: number) => ({ signedIn: true, banLevel, banVersion });
const user = (ban_level: number, ban_version: number) => ({ ban_level, ban_version });

describe('ban levels: the site guard and the backend decide alike', () => {
  it.each(VERSIONS)('ban version %i: the deduce page is open to the levels the backend lets withdraw', (version) => {
    for (const level of LEVELS) {
      const siteLets = decideBan({ banExempt: true }, session(level, version)) === null;
      expect(moneyAllowed(user(level, version), 'withdraw'), `level ${level}`).toBe(siteLets);
      expect(rightsOf(user(level, version)).includes('withdraw'), `level ${level}`).toBe(siteLets);
    }
  });

  it.each(VERSIONS)('ban version %i: any other page is open to the levels the backend lets bet', (version) => {
    for (const level of LEVELS) {
      const siteLets = decideBan({ banExempt: false }, session(level, version)) === null;
      expect(moneyAllowed(user(level, version), 'move'), `level ${level}`).toBe(siteLets);
      expect(rightsOf(user(level, version)).includes('bet'), `level ${level}`).toBe(siteLets);
    }
  });

  it('the level the backend tells a refused player is the one the site lets onto the deduce page', () => {
    for (const version of VERSIONS) {
      const allowed = banInfoOf(user(1, version)).allowed_ban_level;
      expect(decideBan({ banExempt: true }, session(allowed, version))).toBeNull();
      expect(decideBan({ banExempt: true }, session(allowed + 1, version))).not.toBeNull();
    }
    expect([0, 1, 2].map((version) => banInfoOf(user(1, version)).allowed_ban_level)).toEqual([45, 53, 45]);
  });
});
