// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ageFlagValue, isAgeFlagValid, shouldAskAge } from '@/lib/age/ageFlag';

const NOW = 1_000_000;
const on = { enabled: true, age: 18 };

describe('age flag', () => {
  it('holds for exactly 3 days', () => {
    const stored = ageFlagValue(NOW);
    expect(isAgeFlagValid(stored, NOW + 259199999)).toBe(true);
    expect(isAgeFlagValid(stored, NOW + 259200000)).toBe(false);
  });

  it('does not hold when missing or unreadable', () => {
    expect(isAgeFlagValid(null, NOW)).toBe(false);
    expect(isAgeFlagValid('yes', NOW)).toBe(false);
    expect(isAgeFlagValid('-5', NOW)).toBe(false);
  });
});

describe('when to ask', () => {
  it('asks when the switch is on and nothing is stored', () => {
    expect(shouldAskAge(on, null, NOW)).toBe(true);
  });

  it('does not ask with a valid flag', () => {
    expect(shouldAskAge(on, ageFlagValue(NOW), NOW + 1)).toBe(false);
  });

  it('does not ask when the switch is off or the age not set', () => {
    expect(shouldAskAge({ enabled: false, age: 18 }, null, NOW)).toBe(false);
    expect(shouldAskAge({ enabled: true, age: 0 }, null, NOW)).toBe(false);
  });
});
