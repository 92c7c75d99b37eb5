import { signBody } from '../../../backend/src/psp/contract';
import { walletSecret, WALLET_SIGNATURE_HEADER } from '../../../backend/src/casino/wallet/contract';
import { makeBackend } from './helpers';

/** Tuesday 2026-03-10 08:00 UTC: the casino tests' backend clock stands still here until moved. */
export const CASINO_NOW = Date.UTC(2026, 2, 10, 8, 0, 0);
export const PLAY = '/web-api/casino/play';

type Engine = 'slot' | 'crash' | 'keno' | 'scratch';

/** A fresh backend with the calls the casino tests make; `login` is signed in (headers) unless null. */
export async function casinoBackend(options: { login?: string | null } = {}) {
  const backend = makeBackend({ now: CASINO_NOW });
  const login = options.login === undefined ? 'player@example.com' : options.login;
  const headers: Record<string, string> = {};
  if (login !== null) headers.cookie = `ua=${(await backend.signIn(login)).ua}`;
  let keys = 0;

  const control = (method: string, path: string, body?: unknown) => backend.call(method, `/__control${path}`, { body });
  const playable = (await control('GET', '/casino/playable')).json as { gameId: number; engine: Engine }[];
  /** The first catalogue game that plays on the engine. */
  const gameOf = (engine: Engine) => {
    const game = playable.find((entry) => entry.engine === engine);
    if (!game) throw new Error(`no ${engine} game in the catalogue`);
    return game.gameId;
  };

  const start = (gameId: number, mode: 'demo' | 'real', extra: Record<string, unknown> = {}, h: Record<string, string> = headers) =>
    backend.call('POST', `${PLAY}/sessions?lng=en`, { body: { gameId, mode, ...extra }, headers: h });
  /** A session started (or the test fails loudly). */
  const session = async (engine: Engine, mode: 'demo' | 'real', extra: Record<string, unknown> = {}, h: Record<string, string> = headers) => {
    const res = await start(gameOf(engine), mode, extra, h);
    if (res.status !== 201) throw new Error(`session not started: ${res.status} ${JSON.stringify(res.json)}`);
    return res.json as { sessionId: string; commitment: string; balance: number; nonce: number; clientSeed: string; currency: string };
  };
  const round = (sessionId: string, body: Record<string, unknown>, opts: { key?: string | null; headers?: Record<string, string> } = {}) => {
    const key = opts.key === undefined ? `round-key-${(keys += 1)}` : opts.key;
    return backend.call('POST', `${PLAY}/sessions/${sessionId}/rounds?lng=en`, {
      body,
      headers: { ...(opts.headers ?? headers), ...(key === null ? {} : { 'Idempotency-Key': key }) },
    });
  };
  const get = (path: string, h: Record<string, string> = headers) => backend.call('GET', `${PLAY}${path}`, { headers: h });
  const post = (path: string, body: unknown = {}, h: Record<string, string> = headers) => backend.call('POST', `${PLAY}${path}`, { body, headers: h });
  const forceSeed = (gameId: number, seed: string) => control('POST', '/casino/seed', { gameId, seed });
  const rounds = async (who = login ?? '') => (await control('GET', `/casino/rounds/${who}`)).json as { roundId: string; gameId: number; mode: string; stake: number; win: number | null; status: string }[];
  const moveClock = (offsetSeconds: number) => control('POST', '/clock', { offsetSeconds });
  const ledgerCheck = async (who = login ?? '') => (await control('GET', `/ledger/${who}/check`)).json;
  /** Money of one of the player's accounts (major units). */
  const money = async (accountId = 5001) => {
    const accounts = (await backend.call('GET', '/web-api/user/balance', { headers })).json.all_accounts as { id: number; money: number }[];
    return accounts.find((account) => account.id === accountId)?.money;
  };
  const ledgerRows = () => (backend.db.prepare('SELECT COUNT(*) AS n FROM ledger_entries').get() as { n: number }).n;

  /** A call to the wallet API as a game server makes it (signed with the wallet secret unless told otherwise). */
  const wallet = async (path: string, body: unknown, opts: { signature?: string | null } = {}) => {
    const text = JSON.stringify(body);
    const signature = opts.signature === undefined ? signBody(walletSecret(backend.db), text, backend.clock.now()) : opts.signature;
    const res = await backend.app.request(`/casino-wallet/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature === null ? {} : { [WALLET_SIGNATURE_HEADER]: signature }) },
      body: text,
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests poke at arbitrary JSON
    const json: any = JSON.parse(await res.text());
    return { status: res.status, json, headers: res.headers };
  };

  return { ...backend, login, headers, control, playable, gameOf, start, session, round, get, post, forceSeed, rounds, moveClock, ledgerCheck, money, ledgerRows, wallet };
}

export type CasinoBackend = Awaited<ReturnType<typeof casinoBackend>>;

export const codeOf = (res: { json: { errors?: { code: string }[] } }) => res.json?.errors?.[0]?.code;
