import { findUserByLogin } from '../../../backend/src/accounts/users';
import { grantBonus, type BonusGrant } from '../../../backend/src/bonuses/grant';
import type { Outcome } from './couponHelpers';
import { paymentBackend } from './paymentsHelpers';

/** A fresh backend (payments in process) with the calls the bonus tests make; `login` is signed in. */
export async function bonusBackend(login = 'fresh@example.com') {
  const backend = await paymentBackend({ login });
  let keys = 0;
  const list = async (lng = 'en') => (await backend.get(`/bonuses?lng=${lng}`)).json;
  const wagering = async (bonusId: number, page = 1) => (await backend.get(`/bonuses/${bonusId}/wagering?lng=en&page=${page}`)).json;
  const decline = (bonusId: number | string) => backend.call('POST', `/web-api/bonuses/${bonusId}/decline?lng=en`, { headers: backend.headers });
  const control = async () => (await backend.control('GET', `/bonuses/${login}`)).json;
  /** The player's accounts from the balance call. */
  const accounts = async () => (await backend.get('/user/balance')).json.all_accounts as { id: number; type: number; money: number; iso: string }[];
  const account = async (type: 0 | 4) => (await accounts()).find((entry) => entry.type === type)!;

  /** Open line outcomes priced as given, each of another game. */
  const priced = async (prices: number[]): Promise<Outcome[]> => {
    const open = (await backend.control('GET', `/line/outcomes?section=line&limit=${prices.length}`)).json as Outcome[];
    return Promise.all(
      prices.map(async (price, index) => {
        const outcome = open[index]!;
        const res = await backend.control('PATCH', `/line/outcomes/${outcome.outcomeId}`, { price });
        if (res.status !== 200) throw new Error(`price not set: ${JSON.stringify(res.json)}`);
        return { ...outcome, price };
      }),
    );
  };
  /** A coupon placed (the test fails loudly otherwise): its id. Type 0 single, 1 express. */
  const place = async (outcomes: Outcome[], amount: number, accountId: number) => {
    const res = await backend.call('POST', '/web-api/coupon/place?lng=en', {
      body: {
        typeId: outcomes.length > 1 ? 1 : 0,
        accountId,
        amount,
        changeCoefAction: 0,
        exactCoef: false,
        isDropOnScoreChange: false,
        bets: outcomes.map((outcome) => ({ id: outcome.outcomeId, coef: outcome.price })),
      },
      headers: { ...backend.headers, 'Idempotency-Key': `bonus-key-${(keys += 1)}` },
    });
    if (res.status !== 200) throw new Error(`coupon not placed: ${res.status} ${JSON.stringify(res.json)}`);
    return res.json.couponId as number;
  };
  /** The game's result: these outcomes won, these void, its others lost. */
  const result = async (gameId: number, winners: number[], voids: number[] = []) => {
    const res = await backend.control('POST', `/line/games/${gameId}/result`, { winners, voids });
    if (res.status !== 200) throw new Error(`result refused: ${JSON.stringify(res.json)}`);
  };
  /** A bonus granted as promo codes and the shop grant one (inside their own transaction). */
  const grant = (fields: Partial<BonusGrant> & Pick<BonusGrant, 'product' | 'amountMinor'>) => {
    const user = findUserByLogin(backend.db, login)!;
    return backend.db.transaction(() =>
      grantBonus(backend.db, backend.clock.now(), {
        userId: user.id,
        iso: 'RUB',
        source: 'promo_code',
        sourceRef: `promo:TEST${(keys += 1)}`,
        wagerMultiplier: 5,
        minOddsX100: 150,
        days: 30,
        ...fields,
      }),
    )();
  };
  return { ...backend, list, wagering, decline, control: backend.control, controlBonuses: control, accounts, account, priced, place, result, grant };
}
