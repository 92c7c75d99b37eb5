import { describe, expect, it } from 'vitest';
import { keepSessionLimitNotice, SESSION_LIMIT_NOTICE_KEY, takeSessionLimitNotice } from '@/lib/limits/sessionLimitNotice';

function memory() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the session-limit notice across the logout (limits-coupon-auth.md §4, §8)', () => {
  it('is shown once, in the service\'s words', () => {
    const storage = memory();
    keepSessionLimitNotice(storage, 'Session limit ended', 'Please visit us tomorrow');
    expect(takeSessionLimitNotice(storage)).toEqual({ title: 'Session limit ended', message: 'Please visit us tomorrow' });
    expect(takeSessionLimitNotice(storage)).toBeNull();
  });

  it('ignores what is not a notice of ours, and drops it', () => {
    const storage = memory();
    for (const raw of ['{', '"text"', '{"title":""}', 'null']) {
      storage.setItem(SESSION_LIMIT_NOTICE_KEY, raw);
      expect(takeSessionLimitNotice(storage)).toBeNull();
      expect(storage.getItem(SESSION_LIMIT_NOTICE_KEY)).toBeNull();
    }
  });
});
