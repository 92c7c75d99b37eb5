import { mainAccountOf } from '../accounts/accounts';
import { toMajor } from '../accounts/money';
import type { Db } from '../db/handle';
import { BONUS_GAME_IDS, GAMES, type BonusGameId } from './games';
import { grantEarnedPlays, playsLeft } from './grants';
import { finishedPlaysOf, openPlayOf, type PlayRow } from './plays';
import { PRIZE_IDS, PRIZES, type PrizeId, type PrizeTable } from './prizes';

/** A prize of the catalogue in a currency: money in major units (null where the currency has none). */
export function prizeView(id: PrizeId, currency: string) {
  const prize = PRIZES[id];
  const minor = prize.amountMinor[currency];
  return { id, kind: prize.kind, points: prize.kind === 'points' ? prize.points : null, amount: minor === undefined ? null : toMajor(minor), currency };
}

const tableView = (table: PrizeTable, currency: string) => {
  const total = table.reduce((sum, row) => sum + row.weight, 0);
  return table.map((row) => ({ ...prizeView(row.prize, currency), chance: (row.weight * 100) / total }));
};

/** A game's public terms: its price in points, expected value, prize table (with chances) and its own numbers. */
export function gameTerms(game: BonusGameId, currency: string) {
  const { table, ...rest } = GAMES[game].terms;
  const tiers = rest.tiers as { pairs: number; prize: PrizeId }[] | undefined;
  return {
    game,
    price: GAMES[game].pricePoints,
    expectedPoints: Math.round(GAMES[game].expectedPoints * 10) / 10,
    prizes: table ? tableView(table, currency) : [],
    // Every prize by id, for the boards that name prizes by id (the chests, the safe, the ticket).
    catalogue: PRIZE_IDS.map((id) => prizeView(id, currency)),
    ...rest,
    ...(tiers ? { tiers: tiers.map((tier) => ({ pairs: tier.pairs, prize: prizeView(tier.prize, currency) })) } : {}),
  };
}

/** What a finished play won and where it went (null while it is open). */
export function wonView(play: PlayRow) {
  if (play.status !== 'finished') return null;
  return {
    kind: play.prize_kind ?? 'none',
    points: play.prize_kind === 'points' ? play.prize_points : null,
    amount: play.bonus_id ? toMajor(play.prize_minor) : null,
    currency: play.iso,
    bonusId: play.bonus_id,
  };
}

/** A play as its player sees it: the board without the undrawn secret, the commitment, and once over the prize and the draw. */
export function playView(db: Db, play: PlayRow) {
  const finished = play.status === 'finished';
  const secret = JSON.parse(play.secret);
  return {
    id: play.id,
    game: play.game,
    status: play.status,
    commitment: play.commitment,
    board: GAMES[play.game].board(secret, JSON.parse(play.state), finished),
    prize: wonView(play),
    reveal: finished ? { salt: play.salt, secret: play.secret } : null,
    playsLeft: playsLeft(db, play.user_id, play.game),
    createdAt: new Date(play.created_at).toISOString(),
    finishedAt: play.finished_at === null ? null : new Date(play.finished_at).toISOString(),
  };
}

const currencyOf = (db: Db, userId: number | null) => (userId === null ? 'RUB' : (mainAccountOf(db, userId)?.iso ?? 'RUB'));

/** GET /web-api/bonus-games: every game's terms; for a player, his plays left and last prize of each. */
export function gamesIndex(db: Db, userId: number | null) {
  if (userId !== null) grantEarnedPlays(db, userId);
  const currency = currencyOf(db, userId);
  return {
    signedIn: userId !== null,
    currency,
    games: BONUS_GAME_IDS.map((game) => {
      const last = userId === null ? undefined : finishedPlaysOf(db, userId, game, 1)[0];
      return {
        ...gameTerms(game, currency),
        playsLeft: userId === null ? null : playsLeft(db, userId, game),
        lastPrize: last ? wonView(last) : null,
      };
    }),
  };
}

/** GET /web-api/bonus-games/{game}: its terms; for a player, plays left, the open play and the last five. */
export function gameScreen(db: Db, userId: number | null, game: BonusGameId) {
  if (userId !== null) grantEarnedPlays(db, userId);
  const currency = currencyOf(db, userId);
  const open = userId === null ? undefined : openPlayOf(db, userId, game);
  return {
    signedIn: userId !== null,
    currency,
    ...gameTerms(game, currency),
    playsLeft: userId === null ? null : playsLeft(db, userId, game),
    openPlay: open ? playView(db, open) : null,
    history: userId === null ? [] : finishedPlaysOf(db, userId, game, 5).map((play) => ({ id: play.id, prize: wonView(play)!, finishedAt: new Date(play.finished_at!).toISOString() })),
  };
}

/** GET /__control/bonus-games/{login}: `[{ game, playsLeft, lastPrize }]`. */
export function controlView(db: Db, userId: number) {
  grantEarnedPlays(db, userId);
  return BONUS_GAME_IDS.map((game) => {
    const last = finishedPlaysOf(db, userId, game, 1)[0];
    return { game, playsLeft: playsLeft(db, userId, game), lastPrize: last ? wonView(last) : null };
  });
}
