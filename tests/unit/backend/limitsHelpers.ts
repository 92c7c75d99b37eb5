import { couponBackend } from './couponHelpers';

/** Tuesday 2026-03-10 08:00 UTC: the backend clock of the limit tests stands still here until moved. */
export const LIMITS_NOW = Date.UTC(2026, 2, 10, 8, 0, 0);
export const NOW_S = LIMITS_NOW / 1000;
export const DAY = 86_400;

export const V3 = '/limit-service-api/api/external/web/v3';
export const BLOCK_USER = '/limit-service-api/limit/external/web/api/v1/BlockUser';
export const REALITY_CHECK = '/web-api/api/web/user/v1/reality-check';

/** The right answers to the questions a loosening save asks (limits/questions.ts). */
export const RIGHT_ANSWERS = [
  { questionId: 1, answerId: 2 },
  { questionId: 2, answerId: 1 },
  { questionId: 3, answerId: 2 },
];

export interface LimitItem {
  limitType: number;
  limitValue: number | null;
  selfExcludeReasonId?: number;
}

/** A signed-in player (player@example.com, RUB main account 5001 with 10000) with the limit calls. */
export async function limitsBackend(options: { login?: string } = {}) {
  const backend = await couponBackend({ now: LIMITS_NOW, login: options.login });
  const as = (headers: Record<string, string>, lng: 'ru' | 'en') => ({ ...headers, 'x-language': lng });

  const limits = async (lng: 'ru' | 'en' = 'en', headers: Record<string, string> = backend.headers) =>
    backend.call('GET', `${V3}/limits`, { headers: as(headers, lng) });
  const save = (
    items: LimitItem[],
    extra: Record<string, unknown> = {},
    lng: 'ru' | 'en' = 'en',
    headers: Record<string, string> = backend.headers,
  ) =>
    backend.call('POST', `${V3}/limits`, { body: { limits: items, ...extra }, headers: as(headers, lng) });
  const answer = (tokenGuid: string, answers = RIGHT_ANSWERS) =>
    backend.call('POST', `${V3}/testanswers`, { body: { tokenGuid, answers }, headers: as(backend.headers, 'en') });
  /** Saves through the questions when asked (a raise or a removal), answering them right. */
  const saveThrough = async (items: LimitItem[]) => {
    const saved = await save(items);
    if (saved.status !== 200) throw new Error(`not saved: ${JSON.stringify(saved.json)}`);
    if (saved.json.status === 200) return saved;
    return answer(saved.json.tokenGuid);
  };
  const action = (value: 0 | 1, extra: Record<string, unknown> = {}) =>
    backend.call('POST', `${V3}/limitaction`, { body: { action: value, ...extra }, headers: as(backend.headers, 'en') });
  const cancel = (limitType?: number) =>
    backend.call('DELETE', `${V3}/limit`, { body: limitType === undefined ? {} : { limitType }, headers: as(backend.headers, 'en') });
  const ping = (lng: 'ru' | 'en' = 'en', headers: Record<string, string> = backend.headers) =>
    backend.call('POST', `${V3}/ping`, { headers: as(headers, lng) });
  const rights = async () => (await backend.call('GET', '/web-api/user/rights', { headers: backend.headers })).json.rights as string[];
  /** GET /__control/limits/{login}: the limits as the backend holds them. */
  const held = async (login = options.login ?? 'player@example.com') => (await backend.control('GET', `/limits/${login}`)).json;
  /** The player's ACTIVE or PENDING limit of a type as GET limits shows it. */
  const limitOf = async (limitType: number, state: 'ACTIVE' | 'PENDING' = 'ACTIVE') =>
    ((await limits()).json as { limitType: number; limitState: string }[]).find((l) => l.limitType === limitType && l.limitState === state);
  /**
   * Moves the backend clock to LIMITS_NOW + seconds and signs the player in again (a session lives
   * 24 h), so the calls that follow are his, at that time.
   */
  const at = async (seconds: number) => {
    await backend.moveClock(seconds);
    const { ua } = await backend.signIn(options.login ?? 'player@example.com');
    backend.headers.cookie = `ua=${ua}`;
  };

  return { ...backend, limits, save, answer, saveThrough, action, cancel, ping, rights, held, limitOf, at };
}

export type LimitsBackend = Awaited<ReturnType<typeof limitsBackend>>;

/** The limit-service error shape: `{ status, title }` and the JSON:API entry's code. */
export const shapeOf = (res: { status: number; json: { status?: number; title?: string; errors?: { code: string }[] } }) => ({
  http: res.status,
  status: res.json?.status,
  code: res.json?.errors?.[0]?.code,
});
