import type { Db } from '../../db/handle';
import { walletWin } from '../wallet/wallet';
import { baccaratOutcome, baccaratReturn, type BaccaratOutcome } from './baccarat';
import { blackjackOutcome, blackjackReturn, dealtStatus, handReturnX100, type BlackjackOutcome } from './blackjack';
import type { LiveTable } from './catalogue';
import { RESULT_MS } from './config';
import { drawBaccarat, drawDealer, drawRoulette } from './draw';
import { rouletteOutcome, rouletteReturn, type RouletteOutcome } from './roulette';
import { findSeat, roundHands, roundStakes, saveHand, setDemoBalance, stakeBets, updateTableRound, type HandRow, type TableRoundRow } from './store';

/**
 * Settling a table round (docs/casino-tables-api.md "Round cycle"): the outcome (drawn from the
 * round's seed, or the one the control API forces), every bet's return, and each stake's win through
 * the wallet (walletWin under `<stakeId>:win`, 0 when it lost; a demo seat's play money) — all in the
 * caller's transaction, each wallet call its own savepoint and kept answer, so settling twice pays once.
 */
export type Outcome = RouletteOutcome | BaccaratOutcome | BlackjackOutcome;

/** What the control API may force: roulette `{ number }`, baccarat `{ player, banker }`, blackjack `{ dealer, player }`. */
export type ForcedOutcome = { number: number } | { player: string[]; banker: string[] } | { dealer: string[]; player: string[] };

export interface Settlement {
  login: string | null;
  seatId: string;
  stakeMinor: number;
  winMinor: number;
}

function outcomeOf(round: TableRoundRow, forced: ForcedOutcome | undefined): Outcome {
  if (round.kind === 'roulette') return forced && 'number' in forced ? rouletteOutcome(forced.number) : drawRoulette(round);
  if (round.kind === 'baccarat') return forced && 'banker' in forced ? baccaratOutcome(forced.player, forced.banker) : drawBaccarat(round);
  return forced && 'dealer' in forced ? blackjackOutcome(forced.dealer) : drawDealer(round);
}

/** The blackjack hands as they end: undecided ones stand; a forced deal gives every hand its two cards. */
function finalHands(db: Db, round: TableRoundRow, forced: ForcedOutcome | undefined): Map<string, HandRow> {
  const hands = new Map<string, HandRow>();
  for (const hand of roundHands(db, round.id)) {
    const forcedCards = forced && 'dealer' in forced ? forced.player : null;
    const cards = forcedCards ?? (JSON.parse(hand.cards) as string[]);
    const status = forcedCards ? (dealtStatus(forcedCards) === 'blackjack' ? 'blackjack' : 'stood') : hand.status === 'playing' ? 'stood' : hand.status;
    const final = { ...hand, cards: JSON.stringify(cards), status };
    if (final.cards !== hand.cards || final.status !== hand.status) saveHand(db, final);
    hands.set(hand.seat_id, final);
  }
  return hands;
}

function betReturn(round: TableRoundRow, outcome: Outcome, hand: HandRow | undefined, position: string, amountMinor: number): number {
  if (round.kind === 'roulette') return rouletteReturn(position, amountMinor, outcome as RouletteOutcome);
  if (round.kind === 'baccarat') return baccaratReturn(position, amountMinor, outcome as BaccaratOutcome);
  // A blackjack bet always has its hand (dealt at the close); without one it is given back.
  if (!hand) return amountMinor;
  return blackjackReturn(amountMinor, handReturnX100(JSON.parse(hand.cards) as string[], outcome as BlackjackOutcome));
}

const loginOf = (db: Db, userId: number | null) =>
  userId === null ? null : ((db.prepare('SELECT login FROM users WHERE id = ?').get(userId) as { login: string } | undefined)?.login ?? null);

/** Settles the round as of `at` (its due time); `now` is when the money moves. Returns each seat's stake and win. */
export function settleTableRound(db: Db, now: number, table: LiveTable, round: TableRoundRow, at: number, forced?: ForcedOutcome): Settlement[] {
  const outcome = outcomeOf(round, forced);
  const hands = round.kind === 'blackjack' ? finalHands(db, round, forced) : new Map<string, HandRow>();
  const bySeat = new Map<string, Settlement>();
  const setBetWin = db.prepare('UPDATE live_table_bets SET win_minor = ? WHERE id = ?');
  for (const stake of roundStakes(db, round.id)) {
    const seat = findSeat(db, stake.seat_id);
    if (!seat) continue;
    let winMinor = 0;
    for (const bet of stakeBets(db, stake.id)) {
      const win = betReturn(round, outcome, hands.get(seat.id), bet.position, bet.amount_minor);
      setBetWin.run(win, bet.id);
      winMinor += win;
    }
    if (seat.mode === 'real') {
      // A win is never refused; a stake the sweep already gave back (docs: "Interrupted rounds") stays given back.
      walletWin(db, now, { transactionId: `${stake.id}:win`, sessionId: seat.session_id ?? '', roundId: stake.id, amountMinor: winMinor, currency: seat.iso }, { by: 'table' });
      db.prepare('UPDATE casino_rounds SET outcome = ? WHERE id = ?').run(JSON.stringify(outcome), stake.id);
    } else {
      setDemoBalance(db, seat.id, winMinor);
    }
    db.prepare('UPDATE live_table_stakes SET win_minor = ? WHERE id = ?').run(winMinor, stake.id);
    const entry = bySeat.get(seat.id) ?? { login: loginOf(db, seat.user_id), seatId: seat.id, stakeMinor: 0, winMinor: 0 };
    entry.stakeMinor += stake.stake_minor;
    entry.winMinor += winMinor;
    bySeat.set(seat.id, entry);
  }
  updateTableRound(db, round.id, { status: 'settled', settled_at: at, next_at: at + RESULT_MS, outcome: JSON.stringify(outcome) });
  return [...bySeat.values()];
}
