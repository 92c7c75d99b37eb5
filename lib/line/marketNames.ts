import type { Market } from '@/lib/api/games';

/**
 * Market naming (marketsNameType 1, our reading in lib/config/preferences.ts): short codes for the
 * main market types (1–10 of the catalogue), the line kept ("ТБ 2.5", "Ф1 (-1.5)"); other
 * outcomes keep their full names.
 */
const SHORT: Record<string, Record<number, string>> = {
  ru: { 1: 'П1', 2: 'X', 3: 'П2', 4: '1X', 5: '12', 6: 'X2', 7: 'Ф1', 8: 'Ф2', 9: 'ТБ', 10: 'ТМ' },
  en: { 1: 'W1', 2: 'X', 3: 'W2', 4: '1X', 5: '12', 6: 'X2', 7: 'H1', 8: 'H2', 9: 'O', 10: 'U' },
};

export function marketLabel(market: Pick<Market, 'typeId' | 'name'>, nameType: number, lng: string): string {
  if (nameType !== 1) return market.name;
  const code = (SHORT[lng] ?? SHORT.en)?.[market.typeId];
  if (!code) return market.name;
  // The handicap or total line, as the full name writes it: "(+1.5)" or "2.5".
  const handicap = /\(([+-]?\d+(?:\.\d+)?)\)/.exec(market.name)?.[0];
  const total = /(\d+(?:\.\d+)?)\s*$/.exec(market.name)?.[1];
  if (market.typeId === 7 || market.typeId === 8) return handicap ? `${code} ${handicap}` : code;
  if (market.typeId === 9 || market.typeId === 10) return total ? `${code} ${total}` : code;
  return code;
}

/** The markets an Asian view shows in a row (appViewType 1): the handicap pair and the total pair; European: the first three. */
export function rowMarkets<M extends Pick<Market, 'typeId'>>(markets: readonly M[], asian: boolean): M[] {
  if (!asian) return markets.slice(0, 3);
  const first = (typeId: number) => markets.find((market) => market.typeId === typeId);
  const asianSet = [first(7), first(8), first(9), first(10)].filter((market): market is M => market !== undefined);
  return asianSet.length > 0 ? asianSet : markets.slice(0, 3);
}
