import { mainAccountOf } from '../accounts/accounts';
import { grantBonus } from '../bonuses/grant';
import type { Db } from '../db/handle';
import type { Lang } from '../lang';
import { assertNotRestricted } from '../limits/enforce';
import { commitmentOf, newSalt } from './draw';
import { idempotencyKeyReused, noPlaysLeft, playFinished, playNotFound, playOpen } from './errors';
import { GAMES, type BonusGameId } from './games';
import type { Award } from './games/types';
import { grantEarnedPlays, playsLeft } from './grants';
import { PRIZE_TERMS, PRIZES, type PrizeKind } from './prizes';

export interface PlayRow {
  id: number;
  user_id: number;
  game: BonusGameId;
  status: 'open' | 'finished';
  secret: string;
  salt: string;
  commitment: string;
  state: string;
  prize_kind: PrizeKind | null;
  prize_points: number;
  prize_minor: number;
  iso: string | null;
  bonus_id: number | null;
  request_key: string;
  created_at: number;
  finished_at: number | null;
}

/** The bonus earning of a play's money prize (bonuses.source_ref): one bonus per play. */
export const playRef = (playId: number) => `bonus-game:${playId}`;

export const findPlay = (db: Db, userId: number, playId: number): PlayRow | undefined =>
  db.prepare('SELECT * FROM bonus_game_plays WHERE id = ? AND user_id = ?').get(playId, userId) as PlayRow | undefined;

export const openPlayOf = (db: Db, userId: number, game: BonusGameId): PlayRow | undefined =>
  db.prepare("SELECT * FROM bonus_game_plays WHERE user_id = ? AND game = ? AND status = 'open' ORDER BY id DESC LIMIT 1").get(userId, game) as PlayRow | undefined;

/** Finished plays, newest first. */
export const finishedPlaysOf = (db: Db, userId: number, game: BonusGameId | null, limit: number): PlayRow[] =>
  db
    .prepare(`SELECT * FROM bonus_game_plays WHERE user_id = ? AND status = 'finished' ${game ? 'AND game = ?' : ''} ORDER BY finished_at DESC, id DESC LIMIT ?`)
    .all(...(game ? [userId, game, limit] : [userId, limit])) as PlayRow[];

/**
 * Pays a finished play's award inside the move's transaction: points are written on the play (the
 * rewards programme counts them, rewards/points.ts); a free bet or casino bonus is granted through
 * grantBonus (source promotion, ref bonus-game:<playId>) in the player's main currency, or its
 * points where that currency has no amount.
 */
function settle(db: Db, now: number, play: PlayRow, award: Award, state: unknown): void {
  const prize = 'prize' in award ? PRIZES[award.prize] : null;
  const main = mainAccountOf(db, play.user_id);
  const amount = prize && main && prize.kind !== 'none' && prize.kind !== 'points' ? prize.amountMinor[main.iso] : undefined;
  const collected = 'points' in award ? award.points : 0;
  let kind: PrizeKind = prize ? prize.kind : collected > 0 ? 'points' : 'none';
  let points = prize ? prize.points : collected;
  let bonusId: number | null = null;
  if (prize && (prize.kind === 'freeBet' || prize.kind === 'casinoBonus')) {
    if (amount === undefined || !main) {
      kind = 'points';
      points = prize.fallbackPoints;
    } else {
      const terms = PRIZE_TERMS[prize.kind];
      bonusId = grantBonus(db, now, {
        userId: play.user_id,
        iso: main.iso,
        product: terms.product,
        source: 'promotion',
        sourceRef: playRef(play.id),
        amountMinor: amount,
        wagerMultiplier: terms.wagerMultiplier,
        minOddsX100: terms.minOddsX100,
        days: terms.days,
      }).bonusId;
    }
  }
  db.prepare(
    `UPDATE bonus_game_plays SET status = 'finished', state = ?, prize_kind = ?, prize_points = ?, prize_minor = ?, iso = ?, bonus_id = ?, finished_at = ?
     WHERE id = ?`,
  ).run(JSON.stringify(state), kind, points, bonusId ? amount : 0, bonusId ? main!.iso : null, bonusId, now, play.id);
}

/**
 * Starts a play (POST /web-api/bonus-games/{game}/plays): takes one of the player's plays, draws
 * and commits the game's secret, and — for the wheel and the ticket, whose start is the whole play —
 * pays the prize, all in one IMMEDIATE transaction. The same Idempotency-Key answers the first play.
 */
export function startPlay(db: Db, now: number, input: { userId: number; game: BonusGameId; key: string; lang: Lang }): { play: PlayRow; replayed: boolean } {
  const rules = GAMES[input.game];
  return db
    .transaction(() => {
      const kept = db.prepare('SELECT * FROM bonus_game_plays WHERE user_id = ? AND request_key = ?').get(input.userId, input.key) as PlayRow | undefined;
      if (kept) {
        if (kept.game !== input.game) throw idempotencyKeyReused();
        return { play: kept, replayed: true };
      }
      assertNotRestricted(db, input.userId, Math.floor(now / 1000), input.lang);
      grantEarnedPlays(db, input.userId);
      const open = openPlayOf(db, input.userId, input.game);
      if (open) throw playOpen(open.id);
      if (playsLeft(db, input.userId, input.game) < 1) throw noPlaysLeft(input.game);
      const secret = JSON.stringify(rules.draw());
      const salt = newSalt();
      const step = rules.start(JSON.parse(secret));
      const id = Number(
        db
          .prepare(
            `INSERT INTO bonus_game_plays (user_id, game, status, secret, salt, commitment, state, request_key, created_at)
             VALUES (?, ?, 'open', ?, ?, ?, ?, ?, ?)`,
          )
          .run(input.userId, input.game, secret, salt, commitmentOf(salt, secret), JSON.stringify(step.state), input.key, now).lastInsertRowid,
      );
      const play = findPlay(db, input.userId, id)!;
      if (step.award) settle(db, now, play, step.award, step.state);
      return { play: findPlay(db, input.userId, id)!, replayed: false };
    })
    .immediate();
}

/**
 * A move in an open play (POST …/plays/{playId}/moves): the game's rule on the stored state, and
 * when it ends the play, its prize, in one IMMEDIATE transaction. The same Idempotency-Key answers
 * the play as it stands (the move is not made twice); with another move it is refused.
 */
export function makeMove(
  db: Db,
  now: number,
  input: { userId: number; game: BonusGameId; playId: number; key: string; move: unknown; lang: Lang },
): { play: PlayRow; replayed: boolean } {
  const rules = GAMES[input.game];
  const moveText = JSON.stringify(input.move ?? null);
  return db
    .transaction(() => {
      const play = findPlay(db, input.userId, input.playId);
      if (!play || play.game !== input.game) throw playNotFound(String(input.playId));
      const kept = db.prepare('SELECT move FROM bonus_game_moves WHERE play_id = ? AND request_key = ?').get(play.id, input.key) as { move: string } | undefined;
      if (kept) {
        if (kept.move !== moveText) throw idempotencyKeyReused();
        return { play, replayed: true };
      }
      if (play.status !== 'open') throw playFinished(play.id);
      assertNotRestricted(db, input.userId, Math.floor(now / 1000), input.lang);
      const step = rules.move(JSON.parse(play.secret), JSON.parse(play.state), input.move);
      db.prepare('INSERT INTO bonus_game_moves (play_id, request_key, move, created_at) VALUES (?, ?, ?, ?)').run(play.id, input.key, moveText, now);
      if (step.award) settle(db, now, play, step.award, step.state);
      else db.prepare('UPDATE bonus_game_plays SET state = ? WHERE id = ?').run(JSON.stringify(step.state), play.id);
      return { play: findPlay(db, input.userId, play.id)!, replayed: false };
    })
    .immediate();
}
