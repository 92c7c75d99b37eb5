import { query, requestJson } from '../http';
import { BonusSchema, type Bonus } from './bonuses';

/**
 * `POST /web-api/bonuses/{id}/decline` (docs/bonuses-api.md): the bonus, now declined (a second
 * decline answers the same). Refusals are ApiErrors: `bonus_closed` (409, it ended otherwise
 * meanwhile), `bonus_not_found` (404).
 */
export function declineBonus(bonusId: number, lng: string): Promise<Bonus> {
  return requestJson(`/web-api/bonuses/${bonusId}/decline${query({ lng })}`, { method: 'POST', schema: BonusSchema });
}
