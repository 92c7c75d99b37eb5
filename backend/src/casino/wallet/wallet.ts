import { findUserAccount, ACCOUNT_TYPE } from '../../accounts/accounts';
import { balanceOf, LEDGER_KIND, moveMoney, type LedgerKind } from '../../accounts/ledger';
import { toMajor } from '../../accounts/money';
import { findUserById } from '../../accounts/users';
import { bannedError } from '../../auth/requireSession';
import { moneyAllowed } from '../../auth/rights';
import { assertTermsAccepted } from '../../auth/terms';
import { bodyHash } from '../../coupon/idempotency';
import type { Db } from '../../db/handle';
import { ApiError } from '../../errors';
import { pickLang } from '../../lang';
import { assertBetAllowed } from '../../limits/enforce';
import type { PlaySessionRow, RoundRow } from '../games/rows';
import {
  accountUnavailable,
  betRolledBack,
  currencyMismatch,
  insufficientFunds,
  roundClosed,
  roundHasBet,
  roundNotFound,
  roundRolledBack,
  sessionExpired,
  sessionNotFound,
  transactionIdReused,
} from './errors';
import { betOfRound, closeRound, findRound, findSession, findTx, insertRound, recordTx, rollbackOfBet, setDemoBalance, type NewRound } from './store';

/**
 * The casino wallet (docs/casino-wallet.md): the one place a game's money moves, as a game
 * aggregator's seamless wallet offers it — bet, win and rollback per round, each with the game
 * server's transaction id. Each call is one database transaction holding the round's change, the
 * ledger row (real money: accounts/ledger.ts moveMoney, kinds casino_bet / casino_win /
 * casino_rollback, ref `casino:<roundId>`; demo: the session's play money, no ledger) and the kept
 * answer. The same transaction id with the same body answers the kept answer again (a refusal
 * included) and moves nothing; with another body it is 409 `transaction_id_reused`.
 *
 * A real bet passes, in order: the player's ban (403 `banned`), changed terms (451), the sign-in
 * that opened the session still live (401 `session_expired`), the account (main or currency),
 * the limits (limits/enforce.ts assertBetAllowed: a running block 37, self-exclusion or time-out,
 * the wagering and loss limits), the currency and the funds (422 `insufficient_funds`).
 */
export interface BetRequest {
  transactionId: string;
  sessionId: string;
  roundId: string;
  gameId: number;
  amountMinor: number;
  currency: string;
}

export interface WinRequest {
  transactionId: string;
  sessionId: string;
  roundId: string;
  amountMinor: number;
  currency: string;
}

export interface RollbackRequest {
  transactionId: string;
  sessionId: string;
  roundId: string;
  /** The bet to give back. */
  betTransactionId: string;
}

export interface WalletResult {
  status: number;
  body: Record<string, unknown>;
  replayed: boolean;
}

/** What our own game server stores with a bet: the round's engine, fair input and decided outcome. */
export type RoundExtras = Pick<
  NewRound,
  'engine' | 'params' | 'outcome' | 'payout_x100' | 'server_seed' | 'server_seed_hash' | 'client_seed' | 'nonce' | 'request_key' | 'request_hash'
>;

/** The session's money now, minor units: the account's balance, or the demo play money. */
export function sessionBalance(db: Db, session: PlaySessionRow): number {
  if (session.mode === 'demo') return session.demo_balance_minor ?? 0;
  return session.account_id === null ? 0 : balanceOf(db, session.account_id);
}

/** Moves the session's money by `amountMinor` (signed) inside the caller's transaction. */
function moveSessionMoney(db: Db, session: PlaySessionRow, kind: LedgerKind, amountMinor: number, roundId: string, now: number): void {
  if (session.mode === 'demo') {
    setDemoBalance(db, session.id, (findSession(db, session.id)?.demo_balance_minor ?? 0) + amountMinor);
    return;
  }
  if (session.account_id === null) throw new Error(`Real session ${session.id} has no account`);
  moveMoney(db, { accountId: session.account_id, kind, amountMinor, ref: `casino:${roundId}` }, now);
}

function answer(db: Db, session: PlaySessionRow, kind: string, transactionId: string, roundId: string, amountMinor: number) {
  const round = findRound(db, roundId);
  return {
    transactionId,
    kind,
    roundId,
    amount: toMajor(amountMinor),
    balance: toMajor(sessionBalance(db, findSession(db, session.id) ?? session)),
    currency: session.iso,
    roundStatus: round?.status ?? null,
  };
}

interface Work {
  kind: 'bet' | 'win' | 'rollback';
  transactionId: string;
  sessionId: string;
  roundId: string;
  betTxId: string | null;
  request: unknown;
  run: () => { amountMinor: number; body: Record<string, unknown> };
}

/**
 * Runs a wallet call once per transaction id (the module comment), in one transaction. BEGIN
 * IMMEDIATE: the write lock is taken before the kept answer, the limits and the balance are read,
 * so a stake made at the same time by another backend process on the same database waits for this
 * one and then counts it against the wagering and loss limits (ARCHITECTURE.md "Money and limits");
 * a deferred transaction would read the same old usage and could only fail with SQLITE_BUSY at its write.
 */
function once(db: Db, now: number, work: Work): WalletResult {
  const hash = bodyHash({ kind: work.kind, ...(work.request as Record<string, unknown>) });
  return db.transaction((): WalletResult => {
    const kept = findTx(db, work.transactionId);
    if (kept) {
      if (kept.body_hash !== hash) throw transactionIdReused(work.transactionId);
      return { status: kept.status, body: JSON.parse(kept.answer) as Record<string, unknown>, replayed: true };
    }
    let result: { status: number; amountMinor: number; body: Record<string, unknown> };
    try {
      // A savepoint: a refusal thrown halfway leaves nothing of the work behind.
      const done = db.transaction(work.run)();
      result = { status: 200, ...done };
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      result = { status: error.status, amountMinor: 0, body: { ...error.options.extra, errors: error.entries } };
    }
    recordTx(db, {
      id: work.transactionId,
      kind: work.kind,
      round_id: work.roundId,
      session_id: work.sessionId,
      amount_minor: result.amountMinor,
      bet_tx_id: work.betTxId,
      body_hash: hash,
      status: result.status,
      answer: JSON.stringify(result.body),
      created_at: now,
    });
    return { status: result.status, body: result.body, replayed: false };
  }).immediate();
}

function requireSessionRow(db: Db, sessionId: string): PlaySessionRow {
  const session = findSession(db, sessionId);
  if (!session) throw sessionNotFound(sessionId);
  return session;
}

function authSessionLive(db: Db, id: string | null, now: number): boolean {
  if (!id) return false;
  const row = db.prepare('SELECT revoked, expires_at FROM sessions WHERE id = ?').get(id) as { revoked: number; expires_at: number } | undefined;
  return row !== undefined && row.revoked === 0 && row.expires_at > now;
}

/** The real-money checks of a stake (the module comment's order); throws the refusal. */
function assertRealStake(db: Db, session: PlaySessionRow, amountMinor: number, now: number): void {
  const user = session.user_id === null ? undefined : findUserById(db, session.user_id);
  if (!user) throw sessionNotFound(session.id);
  if (!moneyAllowed(user, 'move')) throw bannedError(user);
  assertTermsAccepted(db, user);
  if (!authSessionLive(db, session.auth_session_id, now)) throw sessionExpired();
  const account = session.account_id === null ? undefined : findUserAccount(db, user.id, session.account_id);
  if (!account || (account.type !== ACCOUNT_TYPE.main && account.type !== ACCOUNT_TYPE.currency)) throw accountUnavailable();
  assertBetAllowed(db, user.id, amountMinor, Math.floor(now / 1000), pickLang(session.lang), account.iso);
}

/** A round's stake: opens the round (with our engine's decided outcome, if given) and takes the money. */
export function walletBet(db: Db, now: number, request: BetRequest, extras?: RoundExtras): WalletResult {
  return once(db, now, {
    kind: 'bet',
    transactionId: request.transactionId,
    sessionId: request.sessionId,
    roundId: request.roundId,
    betTxId: null,
    request,
    run: () => {
      if (rollbackOfBet(db, request.transactionId)) throw betRolledBack(request.transactionId);
      const session = requireSessionRow(db, request.sessionId);
      if (request.currency !== session.iso) throw currencyMismatch(session.iso);
      if (session.mode === 'real') assertRealStake(db, session, request.amountMinor, now);
      const balance = sessionBalance(db, session);
      if (balance < request.amountMinor) throw insufficientFunds(toMajor(balance));
      if (findRound(db, request.roundId)) throw roundHasBet(request.roundId);
      insertRound(db, {
        id: request.roundId,
        session_id: session.id,
        game_id: request.gameId,
        mode: session.mode,
        user_id: session.user_id,
        account_id: session.account_id,
        iso: session.iso,
        stake_minor: request.amountMinor,
        created_at: now,
        engine: extras?.engine ?? null,
        params: extras?.params ?? '{}',
        outcome: extras?.outcome ?? null,
        payout_x100: extras?.payout_x100 ?? null,
        server_seed: extras?.server_seed ?? null,
        server_seed_hash: extras?.server_seed_hash ?? null,
        client_seed: extras?.client_seed ?? null,
        nonce: extras?.nonce ?? null,
        request_key: extras?.request_key ?? null,
        request_hash: extras?.request_hash ?? null,
      });
      moveSessionMoney(db, session, LEDGER_KIND.casino_bet, -request.amountMinor, request.roundId, now);
      return { amountMinor: request.amountMinor, body: answer(db, session, 'bet', request.transactionId, request.roundId, request.amountMinor) };
    },
  });
}

function openRoundOf(db: Db, session: PlaySessionRow, roundId: string): RoundRow {
  const round = findRound(db, roundId);
  if (!round || round.session_id !== session.id) throw roundNotFound(roundId);
  if (round.status === 'settled') throw roundClosed(roundId);
  if (round.status === 'rolled_back') throw roundRolledBack(roundId);
  return round;
}

/** A round's win (0 closes it with nothing): pays it and settles the round. */
export function walletWin(db: Db, now: number, request: WinRequest, settle: { by: string; cashoutX100?: number | null } = { by: 'game_server' }): WalletResult {
  const bet = betOfRound(db, request.roundId);
  return once(db, now, {
    kind: 'win',
    transactionId: request.transactionId,
    sessionId: request.sessionId,
    roundId: request.roundId,
    betTxId: bet?.id ?? null,
    request,
    run: () => {
      const session = requireSessionRow(db, request.sessionId);
      if (request.currency !== session.iso) throw currencyMismatch(session.iso);
      openRoundOf(db, session, request.roundId);
      moveSessionMoney(db, session, LEDGER_KIND.casino_win, request.amountMinor, request.roundId, now);
      closeRound(db, request.roundId, { status: 'settled', winMinor: request.amountMinor, at: now, by: settle.by, cashoutX100: settle.cashoutX100 });
      return { amountMinor: request.amountMinor, body: answer(db, session, 'win', request.transactionId, request.roundId, request.amountMinor) };
    },
  });
}

/**
 * Gives a round's stake back and closes it. A rollback of a bet the wallet never took answers 200
 * with amount 0 and is remembered: that bet, if it comes later, is refused (409 `bet_rolled_back`).
 */
export function walletRollback(db: Db, now: number, request: RollbackRequest, by = 'game_server'): WalletResult {
  return once(db, now, {
    kind: 'rollback',
    transactionId: request.transactionId,
    sessionId: request.sessionId,
    roundId: request.roundId,
    betTxId: request.betTransactionId,
    request,
    run: () => {
      const session = requireSessionRow(db, request.sessionId);
      const bet = findTx(db, request.betTransactionId);
      if (!bet || bet.kind !== 'bet' || bet.status !== 200) {
        return { amountMinor: 0, body: answer(db, session, 'rollback', request.transactionId, request.roundId, 0) };
      }
      if (bet.round_id !== request.roundId || bet.session_id !== session.id) throw roundNotFound(request.roundId);
      const round = openRoundOf(db, session, request.roundId);
      moveSessionMoney(db, session, LEDGER_KIND.casino_rollback, round.stake_minor, round.id, now);
      closeRound(db, round.id, { status: 'rolled_back', winMinor: 0, at: now, by });
      return { amountMinor: round.stake_minor, body: answer(db, session, 'rollback', request.transactionId, request.roundId, round.stake_minor) };
    },
  });
}

/** The session's balance as the wallet answers it. */
export function walletBalance(db: Db, sessionId: string): { sessionId: string; balance: number; currency: string } {
  const session = requireSessionRow(db, sessionId);
  return { sessionId, balance: toMajor(sessionBalance(db, session)), currency: session.iso };
}
