// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { availableLimits } from '../../../backend/src/limits/catalogue';
import { limitName } from '../../../backend/src/limits/texts';
import { DAY_S, MONEY_LIMITS } from '../../../backend/src/limits/types';
import { periodOf, SECTION_TYPES, SECTIONS } from '@/lib/limits/sections';
import { describeValue } from '@/lib/limits/values';
import type { LimitType } from '@/lib/rules/limitTypes';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';

// Every limit type the responsible-gaming page offers is one the backend's catalogue lists, with the
// same meaning (limits-coupon-auth.md §3 "Limit type numbers"; docs/decisions/shared-rules.md).

const offered = SECTIONS.flatMap((section) => SECTION_TYPES[section].map((type) => ({ section, type })));
const KIND_OF_MEASURE = { money: 'money', days: 'days', hours: 'hours', minutes: 'minutes', none: 'on' } as const;
const PERIOD_S = { h24: DAY_S, d7: 7 * DAY_S, d30: 30 * DAY_S } as const;

/** The page's name of a type: its case of the `typeName` select in a language's messages. */
function pageName(messages: unknown, type: number): string | null {
  const select = JSON.stringify(messages).match(/"typeName":"(\{type, select,[^"]*)"/)?.[1] ?? '';
  return select.match(new RegExp(`\\bt${type} \\{([^}]*)\\}`))?.[1] ?? null;
}

describe('limit types: the page and the backend mean the same', () => {
  it('the page offers all five sections and every type in them', () => {
    expect(new Set(offered.map((o) => o.section))).toEqual(new Set(SECTIONS));
    expect(offered.map((o) => o.type).sort((a, b) => a - b)).toEqual([1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33, 37]);
  });

  it.each(offered)('$section: type $type is in the backend catalogue, counted the same, named the same', ({ section, type }) => {
    const catalogue = availableLimits('RUB', 'en');
    const entry = catalogue.find((limit) => limit.type === type);
    expect(entry, `type ${type} in the catalogue`).toBeDefined();
    expect(entry!.availableValues.length).toBeGreaterThan(0);
    const value = entry!.availableValues.find((v) => v > 0) ?? 1;
    expect(describeValue(type, value).kind).toBe(KIND_OF_MEASURE[entry!.measure]);
    for (const [lang, messages] of [['en', en], ['ru', ru]] as const) {
      expect(pageName(messages, type)?.toLowerCase(), `${lang} name of ${type}`).toBe(limitName(type as LimitType, lang).toLowerCase());
    }
    const isMoneySection = section === 'deposit' || section === 'wager' || section === 'loss';
    expect(MONEY_LIMITS[type as LimitType]).toEqual(isMoneySection ? { family: section, periodS: PERIOD_S[periodOf(type)] } : undefined);
  });
});
