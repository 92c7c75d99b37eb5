import { describe, expect, it } from 'vitest';
import type { Limit } from '@/lib/api/limits/limit';
import type { Rights } from '@/lib/api/rights';
import { needsRefusalReason, realPlayAccess, type RealPlayFacts } from '@/lib/casino/realPlay';

// Who may press "Play for money", and what a refused player reads instead.
const NOW_S = 1_800_000_000;
const ALL: Rights = { rights: ['bet', 'casino', 'deposit', 'withdraw', 'office'], ban_level: 0, ban_version: 0 };
const RESTRICTED: Rights = { rights: ['withdraw', 'office'], ban_level: 0, ban_version: 0 };

const limit = (limitType: number, over: Partial<Limit> = {}): Limit => ({
  limitType,
  limitValue: 1,
  limitState: 'ACTIVE',
  startedAt: NOW_S - 60,
  endsAt: NOW_S + 86_400,
  limitBalance: null,
  needApprove: false,
  selfExcludeReason: null,
  ...over,
});

const facts = (over: Partial<RealPlayFacts>): RealPlayFacts => ({
  signedIn: true,
  rights: ALL,
  rightsFailed: false,
  limits: undefined,
  limitsSettled: false,
  nowS: NOW_S,
  ...over,
});

describe('real play access', () => {
  it('a visitor gets the login, whatever else is known', () => {
    expect(realPlayAccess(facts({ signedIn: false, rights: undefined }))).toEqual({ kind: 'visitor' });
  });

  it('a player waits for his rights, and is told when they cannot be read', () => {
    expect(realPlayAccess(facts({ rights: undefined }))).toEqual({ kind: 'checking' });
    expect(realPlayAccess(facts({ rights: undefined, rightsFailed: true }))).toEqual({ kind: 'unknown' });
  });

  it('a player with the casino right plays', () => {
    expect(realPlayAccess(facts({}))).toEqual({ kind: 'allowed' });
    expect(needsRefusalReason(ALL)).toBe(false);
  });

  it('a banned player is refused for his ban, with no need of his limits', () => {
    const banned: Rights = { rights: ['withdraw'], ban_level: 45, ban_version: 2 };
    expect(needsRefusalReason(banned)).toBe(false);
    expect(realPlayAccess(facts({ rights: banned }))).toEqual({ kind: 'refused', reason: 'banned', endsAt: null });
  });

  it('without casino, the limits name the reason: block 37, then self-exclusion, then time-out', () => {
    expect(needsRefusalReason(RESTRICTED)).toBe(true);
    expect(realPlayAccess(facts({ rights: RESTRICTED }))).toEqual({ kind: 'checking' });
    const exclusion = limit(30, { endsAt: NOW_S + 86_400 });
    const timeOut = limit(33, { endsAt: NOW_S + 3_600 });
    const block = limit(37, { endsAt: null });
    expect(realPlayAccess(facts({ rights: RESTRICTED, limits: [timeOut], limitsSettled: true }))).toEqual({
      kind: 'refused',
      reason: 'timeOut',
      endsAt: NOW_S + 3_600,
    });
    expect(realPlayAccess(facts({ rights: RESTRICTED, limits: [timeOut, exclusion], limitsSettled: true }))).toEqual({
      kind: 'refused',
      reason: 'selfExcluded',
      endsAt: NOW_S + 86_400,
    });
    expect(realPlayAccess(facts({ rights: RESTRICTED, limits: [exclusion, block], limitsSettled: true }))).toEqual({
      kind: 'refused',
      reason: 'blocked',
      endsAt: null,
    });
  });

  it('a restriction that ended, is pending or has not started does not name the reason, but the refusal stays', () => {
    const ended = limit(30, { endsAt: NOW_S - 1 });
    const pending = limit(33, { limitState: 'PENDING' });
    const later = limit(30, { startedAt: NOW_S + 86_400 });
    for (const limits of [[ended], [pending], [later], []]) {
      expect(realPlayAccess(facts({ rights: RESTRICTED, limits, limitsSettled: true }))).toEqual({ kind: 'refused', reason: 'restricted', endsAt: null });
    }
    // The limits call failed: still refused, the reason unnamed.
    expect(realPlayAccess(facts({ rights: RESTRICTED, limits: undefined, limitsSettled: true }))).toEqual({
      kind: 'refused',
      reason: 'restricted',
      endsAt: null,
    });
  });
});
