import type { Db } from '../../db/handle';
import { ApiError } from '../../errors';
import type { LiveTable } from './catalogue';
import { isCard } from './cards';
import { advanceTable, dealHands, openRound } from './cycle';
import { settleTableRound, type ForcedOutcome, type Settlement } from './settle';
import { findTableRound, updateTableRound, type TableRoundRow } from './store';

/**
 * `POST /__control/tables/{tableId}/round` (docs/casino-tables-api.md "Control"): closes the betting
 * window now and settles the round — with the forced outcome when given — then opens the next round
 * at once with a full betting window from now. A round already settled and showing its result is
 * followed by a fresh one first, which is then closed and settled. Blackjack: the hands are dealt
 * at the close (forced: every hand gets the given two cards and stands; not forced: every undecided
 * hand stands) and the dealer plays.
 */
export function parseForcedOutcome(table: LiveTable, body: unknown): ForcedOutcome | undefined {
  if (body === undefined || body === null) return undefined;
  const invalid = (detail: string) => new ApiError(400, detail, { code: 'validation', source: { pointer: '/outcome' } });
  const value = body as Record<string, unknown>;
  const cards = (name: string, min: number, max: number): string[] => {
    const list = value[name];
    if (!Array.isArray(list) || list.length < min || list.length > max || !list.every((card) => typeof card === 'string' && isCard(card))) {
      throw invalid(`outcome.${name}: ${min}–${max} cards such as "AS", "10H", "KD"`);
    }
    return list as string[];
  };
  if (table.kind === 'roulette') {
    const number = value.number;
    if (typeof number !== 'number' || !Number.isInteger(number) || number < 0 || number > 36) throw invalid('outcome.number: 0–36');
    return { number };
  }
  if (table.kind === 'baccarat') return { player: cards('player', 2, 3), banker: cards('banker', 2, 3) };
  return { dealer: cards('dealer', 2, 12), player: cards('player', 2, 2) };
}

export interface ControlRoundAnswer {
  tableId: number;
  roundId: string;
  number: number;
  outcome: unknown;
  serverSeed: string;
  settlements: Settlement[];
}

export function controlRound(db: Db, now: number, table: LiveTable, forced: ForcedOutcome | undefined): ControlRoundAnswer {
  return db
    .transaction((): ControlRoundAnswer => {
      let round: TableRoundRow = advanceTable(db, now, table);
      if (round.status === 'settled') {
        updateTableRound(db, round.id, { next_at: now });
        round = openRound(db, table, round.number + 1, now);
      }
      if (round.status === 'betting') {
        updateTableRound(db, round.id, { closes_at: now });
        if (table.kind === 'blackjack') dealHands(db, findTableRound(db, round.id));
      }
      const settlements = settleTableRound(db, now, table, findTableRound(db, round.id), now, forced);
      const settled = findTableRound(db, round.id);
      updateTableRound(db, settled.id, { next_at: now });
      openRound(db, table, settled.number + 1, now);
      return { tableId: table.id, roundId: settled.id, number: settled.number, outcome: parse(settled.outcome), serverSeed: settled.server_seed, settlements };
    })
    .immediate();
}

const parse = (json: string | null): unknown => (json === null ? null : JSON.parse(json));
