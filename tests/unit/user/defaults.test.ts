// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultCoefFormat, defaultMarketsNameType, defaultViewType } from '@/lib/user/defaults';

// Tables in lib/config/user.ts: every language → 0 (decimal); gb → 1, us → 2, hk → 4, my → 5,
// id → 6; view type 0 shows [0, 1, 2], view type 1 shows [0, 4, 5, 6, 14, 15, 16].
const EUROPEAN = 0;
const ASIAN = 1;

describe('default coefficient format: language, then country', () => {
  it("takes the language's format when it is allowed, even if the country's is allowed too", () => {
    expect(defaultCoefFormat({ language: 'en', countryCode: 'gb', allowed: [0, 1], viewType: EUROPEAN })).toBe(0);
  });

  it("falls back to the country's format when the language's is not allowed", () => {
    expect(defaultCoefFormat({ language: 'en', countryCode: 'gb', allowed: [1, 2], viewType: EUROPEAN })).toBe(1);
  });

  it("uses the country's format when the language is unknown", () => {
    expect(defaultCoefFormat({ language: 'fr', countryCode: 'us', allowed: [0, 2], viewType: EUROPEAN })).toBe(2);
  });

  it('reads the country code case-insensitively', () => {
    expect(defaultCoefFormat({ language: null, countryCode: 'GB', allowed: [1], viewType: EUROPEAN })).toBe(1);
  });

  it('gives null when neither format is allowed', () => {
    expect(defaultCoefFormat({ language: 'ru', countryCode: 'gb', allowed: [2], viewType: EUROPEAN })).toBeNull();
  });

  it('gives null when the country has no format and the language is not allowed', () => {
    expect(defaultCoefFormat({ language: 'ru', countryCode: 'ru', allowed: [1, 2], viewType: EUROPEAN })).toBeNull();
  });

  it('gives null when nothing is allowed', () => {
    expect(defaultCoefFormat({ language: 'ru', countryCode: 'gb', allowed: [], viewType: EUROPEAN })).toBeNull();
  });

  it('gives null without language or country', () => {
    expect(defaultCoefFormat({ language: undefined, countryCode: null, allowed: [0], viewType: EUROPEAN })).toBeNull();
  });

  it('never reads an inherited object key as a table entry', () => {
    expect(
      defaultCoefFormat({ language: 'constructor', countryCode: 'toString', allowed: [0], viewType: EUROPEAN }),
    ).toBeNull();
  });
});

describe('default coefficient format: limited by the view type', () => {
  it('keeps a candidate the view type can show', () => {
    expect(defaultCoefFormat({ language: 'en', countryCode: 'hk', allowed: [1, 4], viewType: ASIAN })).toBe(4);
  });

  it('replaces an Asian format in the European view with the first allowed European one', () => {
    expect(defaultCoefFormat({ language: 'en', countryCode: 'hk', allowed: [4, 5, 2, 1], viewType: EUROPEAN })).toBe(2);
  });

  it('replaces a European-only format in the Asian view with the first allowed Asian one', () => {
    expect(defaultCoefFormat({ language: 'en', countryCode: 'gb', allowed: [1, 2, 6, 5], viewType: ASIAN })).toBe(6);
  });

  it('gives null when no allowed format suits the view type', () => {
    expect(defaultCoefFormat({ language: 'en', countryCode: 'gb', allowed: [1, 2], viewType: ASIAN })).toBeNull();
  });

  it('sets no limit for an unknown view type', () => {
    expect(defaultCoefFormat({ language: 'en', countryCode: 'hk', allowed: [4], viewType: 7 })).toBe(4);
  });
});

describe('default view type', () => {
  it('accepts an allowed candidate', () => {
    expect(defaultViewType(1, [0, 1])).toBe(1);
  });

  it('falls back to the first allowed when the candidate is not allowed', () => {
    expect(defaultViewType(1, [0])).toBe(0);
  });

  it.each([[null], [undefined]])('falls back to the first allowed when the candidate is %s', (candidate) => {
    expect(defaultViewType(candidate, [1, 0])).toBe(1);
  });

  it('gives null when nothing is allowed', () => {
    expect(defaultViewType(0, [])).toBeNull();
  });
});

describe('default market naming', () => {
  it('accepts an allowed candidate', () => {
    expect(defaultMarketsNameType(2, [1, 2])).toBe(2);
  });

  it('falls back to the first allowed when the candidate is not allowed', () => {
    expect(defaultMarketsNameType(3, [1, 2])).toBe(1);
  });

  it('falls back to the first allowed without a candidate', () => {
    expect(defaultMarketsNameType(null, [2, 1])).toBe(2);
  });

  it('gives null when nothing is allowed', () => {
    expect(defaultMarketsNameType(1, [])).toBeNull();
  });
});
