import { query, requestJson } from '../http';
import { CashbackWeekSchema, type CashbackWeek } from './cashback';

/**
 * `POST /web-api/cashback/{id}/claim` (docs/cashback-api.md "Claim"): the week, claimed. Claiming
 * twice answers the same state (a retry is safe). Refusals are ApiErrors: `cashback_expired`,
 * `nothing_to_claim`, `self_excluded`, `time_out`, `blocked`, `banned`.
 */
export function claimCashback(id: number, lng: string): Promise<CashbackWeek> {
  return requestJson(`/web-api/cashback/${id}/claim${query({ lng })}`, { method: 'POST', schema: CashbackWeekSchema });
}
