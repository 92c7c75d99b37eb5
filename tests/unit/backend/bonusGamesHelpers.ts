import { makeBackend } from './helpers';

/** The seeded player (player@example.com) signed in on a fresh backend, with the bonus games' calls. */
export async function bonusGamesBackend(login = 'player@example.com') {
  const backend = makeBackend();
  const headers: Record<string, string> = { cookie: `ua=${(await backend.signIn(login)).ua}`, 'x-language': 'en' };
  let keys = 0;
  const nextKey = () => `bg-key-${(keys += 1)}`;
  const get = (path: string) => backend.call('GET', `/web-api/bonus-games${path}`, { headers });
  const start = (game: string, key = nextKey()) => backend.call('POST', `/web-api/bonus-games/${game}/plays`, { headers: { ...headers, 'Idempotency-Key': key } });
  const move = (game: string, playId: number, body: unknown, key = nextKey()) =>
    backend.call('POST', `/web-api/bonus-games/${game}/plays/${playId}/moves`, { body, headers: { ...headers, 'Idempotency-Key': key } });
  const buy = (game: string, key = nextKey()) => backend.call('POST', `/web-api/bonus-games/${game}/buy`, { headers: { ...headers, 'Idempotency-Key': key } });
  const grant = (game: string, plays = 1) => backend.call('POST', `/__control/bonus-games/${login}`, { body: { game, plays } });
  const control = async () => (await backend.call('GET', `/__control/bonus-games/${login}`)).json as { game: string; playsLeft: number; lastPrize: unknown }[];
  const playsLeft = async (game: string) => (await control()).find((row) => row.game === game)!.playsLeft;
  /** Replaces an open play's committed draw (the tests choose what the draw was). */
  const rig = (playId: number, secret: unknown) =>
    backend.db.prepare('UPDATE bonus_game_plays SET secret = ? WHERE id = ?').run(JSON.stringify(secret), playId);
  const bonuses = async () => (await backend.call('GET', `/__control/bonuses/${login}`)).json as { kind: string; amount: number; status: string }[];
  const points = async () => (await backend.call('GET', '/web-api/rewards', { headers })).json as { balance: number; lifetime: number; spent: number };
  const setOpening = (value: number) => backend.call('POST', `/__control/rewards/${login}/opening`, { body: { points: value } });
  return { ...backend, headers, get, start, move, buy, grant, control, playsLeft, rig, bonuses, points, setOpening };
}

export const codeOf = (res: { json: { errors?: { code: string }[] } }) => res.json?.errors?.[0]?.code;
