import { balanceOf, ledgerSum } from '../../../backend/src/accounts/ledger';
import { makeBackend } from './helpers';

/** An open outcome as GET /__control/line/outcomes lists it. */
export interface Outcome {
  outcomeId: number;
  gameId: number;
  price: number;
  suspended: boolean;
}

/** What every placing sends unless a test says otherwise: a 100 RUB single from the main account. */
export const BASE_BODY = {
  typeId: 0,
  accountId: 5001,
  amount: 100,
  changeCoefAction: 0,
  exactCoef: false,
  isDropOnScoreChange: false,
};

/** A signed-in player on a fresh backend, with the calls the coupon tests make. */
export async function couponBackend(
  options: { login?: string; purgeSiteCache?: () => Promise<void> } & Pick<Parameters<typeof makeBackend>[0] & object, 'now' | 'line'> = {},
) {
  const backend = makeBackend({ purgeSiteCache: options.purgeSiteCache, now: options.now, line: options.line });
  const { ua } = await backend.signIn(options.login ?? 'player@example.com');
  const headers = { cookie: `ua=${ua}` };
  let keys = 0;

  /** POST /web-api/coupon/place with BASE_BODY under `body`, a new Idempotency-Key unless one is given. */
  const place = (body: Record<string, unknown>, opts: { key?: string | null; headers?: Record<string, string> } = {}) => {
    const key = opts.key === undefined ? `test-key-${(keys += 1)}` : opts.key;
    return backend.call('POST', '/web-api/coupon/place?lng=en', {
      body: { ...BASE_BODY, ...body },
      headers: { ...(opts.headers ?? headers), ...(key === null ? {} : { 'Idempotency-Key': key }) },
    });
  };
  const get = (path: string) => backend.call('GET', `/web-api${path}`, { headers });
  const control = (method: string, path: string, body?: unknown) => backend.call(method, `/__control${path}`, { body });

  const outcomes = async (section: 'line' | 'live' = 'line', limit = 20) =>
    (await control('GET', `/line/outcomes?section=${section}&limit=${limit}`)).json as Outcome[];
  const bet = (outcome: Outcome, extra: Record<string, unknown> = {}) => ({ id: outcome.outcomeId, coef: outcome.price, ...extra });
  const setPrice = async (outcome: Outcome, price: number) => {
    const res = await control('PATCH', `/line/outcomes/${outcome.outcomeId}`, { price });
    if (res.status !== 200) throw new Error(`price not set: ${JSON.stringify(res.json)}`);
    return { ...outcome, price };
  };
  /** The game's result: these outcomes won (and these void), its others lost. */
  const result = (gameId: number, winners: number[], voids: number[] = []) =>
    control('POST', `/line/games/${gameId}/result`, { winners, voids });
  /** Money of one of the player's accounts, in major units, as the balance call shows it. */
  const money = async (accountId = 5001) => {
    const accounts = (await get('/user/balance')).json.all_accounts as { id: number; money: number }[];
    return accounts.find((account) => account.id === accountId)?.money;
  };
  /** Every account's balance equals the sum of its ledger rows. */
  const ledgerHolds = () => {
    const rows = backend.db.prepare('SELECT id FROM accounts').all() as { id: number }[];
    return rows.every((row) => ledgerSum(backend.db, row.id) === balanceOf(backend.db, row.id));
  };
  const moveClock = (offsetSeconds: number) => control('POST', '/clock', { offsetSeconds });

  return { ...backend, headers, place, get, control, outcomes, bet, setPrice, result, money, ledgerHolds, moveClock };
}

export type CouponBackend = Awaited<ReturnType<typeof couponBackend>>;

/** Open line outcomes priced as given, each of another game (in the order given). */
export async function pricedOutcomes(backend: CouponBackend, prices: number[], section: 'line' | 'live' = 'line'): Promise<Outcome[]> {
  const open = await backend.outcomes(section, prices.length);
  return Promise.all(prices.map((price, index) => backend.setPrice(open[index] as Outcome, price)));
}

/** The error code of an answer (its first entry). */
export const codeOf = (res: { json: { errors?: { code: string }[] } }) => res.json.errors?.[0]?.code;
export const metaOf = (res: { json: { errors?: { meta?: Record<string, unknown> }[] } }) => res.json.errors?.[0]?.meta;
