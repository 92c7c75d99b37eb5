import { ApiError } from '../../errors';

/** The wallet's refusals (docs/casino-wallet.md "Errors"): JSON:API entries with a stable code. */
const refusal = (status: 400 | 401 | 403 | 404 | 409 | 422, code: string, detail: string, meta?: Record<string, unknown>) =>
  new ApiError(status, detail, { code, ...(meta ? { meta } : {}) });

export const transactionIdReused = (id: string) =>
  refusal(409, 'transaction_id_reused', `Transaction ${id} was already used with another body`);
export const sessionNotFound = (id: string) => refusal(404, 'session_not_found', `No play session ${id}`);
export const sessionExpired = () => refusal(401, 'session_expired', 'The sign-in that opened this real-money session has ended');
export const roundNotFound = (id: string) => refusal(404, 'round_not_found', `No round ${id}`);
export const roundHasBet = (id: string) => refusal(409, 'round_has_bet', `Round ${id} already has its bet`);
export const roundClosed = (id: string) => refusal(409, 'round_closed', `Round ${id} is already settled`);
export const roundRolledBack = (id: string) => refusal(409, 'round_rolled_back', `Round ${id} was rolled back`);
export const betRolledBack = (id: string) => refusal(409, 'bet_rolled_back', `Bet ${id} was rolled back before it arrived`);
export const currencyMismatch = (expected: string) =>
  refusal(400, 'currency_mismatch', `The session plays in ${expected}`, { currency: expected });
export const insufficientFunds = (balance: number) =>
  refusal(422, 'insufficient_funds', `Not enough money on the account (${balance})`, { balance });
export const accountUnavailable = () => refusal(422, 'account_not_allowed', 'The account of this session cannot be played from');
export const notRealSession = () => refusal(400, 'demo_session', 'A demo session moves no money through the wallet');
