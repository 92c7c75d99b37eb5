import { http, HttpResponse } from 'msw';
import { ResponsibleScreen } from '@/components/limits/ResponsibleScreen';
import type { Language } from '@/lib/config/languages';
import { makeStore } from '@/store/makeStore';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';

// The limit service for the responsible-gaming page's tests, as msw handlers on one clock.
export const NOW_S = Date.parse('2026-11-24T10:00:00Z') / 1000;
export const V3 = '*/limit-service-api/api/external/web/v3';
const MONEY = [1000, 2000, 5000, 10000, 20000];

export type LimitRow = Record<string, unknown>;
export const limit = (over: LimitRow): LimitRow => ({
  limitType: 20,
  limitValue: 5000,
  limitState: 'ACTIVE',
  startedAt: NOW_S - 3600,
  endsAt: null,
  limitBalance: null,
  limitUsed: null,
  resetsAt: null,
  needApprove: false,
  selfExcludeReason: null,
  currency: 'RUB',
  ...over,
});

export const AVAILABLE = [
  ...[1, 2, 3, 10, 11, 12, 20, 22].map((type) => ({ type, measure: 'money', availableValues: MONEY, title: `Limit ${type}`, currency: 'RUB' })),
  { type: 21, measure: 'money', availableValues: [...MONEY, 999999999], title: 'Limit 21', currency: 'RUB' },
  { type: 30, measure: 'days', availableValues: [1, 7, 30, 90], title: 'Self-exclusion' },
  { type: 31, measure: 'hours', availableValues: [-1, 1, 2, 3, 4], title: 'Session limit' },
  { type: 32, measure: 'minutes', availableValues: [5, 10, 15, 30, 45, 60], title: 'Reality check' },
  { type: 33, measure: 'days', availableValues: [1, 7, 30, 90], title: 'Time-out' },
  { type: 37, measure: 'none', availableValues: [1], title: 'Block' },
];

export const QUESTIONS = [
  { id: 1, text: 'When does a higher limit take effect?', answers: [{ id: 1, text: 'At once' }, { id: 2, text: 'After 24 hours and my confirmation' }] },
  { id: 2, text: 'Can you cancel the raise before it takes effect?', answers: [{ id: 1, text: 'Yes' }, { id: 2, text: 'No' }] },
];

export interface Calls {
  saved: unknown[];
  answered: unknown[];
  cancelled: unknown[];
  decided: unknown[];
  blocked: number;
  limitsReads: number;
}

/** The service: `limits` is what GET limits answers (the handlers may change it); the calls made. */
export function service(initial: LimitRow[], options: { limitsFail?: number } = {}) {
  const state = { limits: initial };
  const calls: Calls = { saved: [], answered: [], cancelled: [], decided: [], blocked: 0, limitsReads: 0 };
  let failures = options.limitsFail ?? 0;
  server.use(
    http.get('*/web-api/captcha/gettime', () => HttpResponse.json({ time: NOW_S * 1000 })),
    http.get(`${V3}/availablelimits`, () => HttpResponse.json(AVAILABLE)),
    http.get(`${V3}/limits`, () => {
      calls.limitsReads += 1;
      if (failures > 0) {
        failures -= 1;
        return HttpResponse.json({ status: 500, title: 'Down', errors: [{ code: 'internal', detail: 'Down' }] }, { status: 500 });
      }
      return HttpResponse.json(state.limits);
    }),
    http.delete(`${V3}/limit`, async ({ request }) => {
      calls.cancelled.push(await request.json());
      state.limits = state.limits.filter((l) => l.limitState !== 'PENDING');
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${V3}/limitaction`, async ({ request }) => {
      calls.decided.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/limit-service-api/limit/external/web/api/v1/BlockUser', () => {
      calls.blocked += 1;
      state.limits = [...state.limits, limit({ limitType: 37, limitValue: 1, startedAt: NOW_S, currency: null })];
      return HttpResponse.json({ success: true });
    }),
  );
  return { state, calls };
}

/** A save answered by `answer(body)`, recorded in calls.saved. */
export function onSave(calls: Calls, answer: (body: { limits: LimitRow[]; captcha?: string }) => Response | Promise<Response>) {
  server.use(
    http.post(`${V3}/limits`, async ({ request }) => {
      const body = (await request.json()) as { limits: LimitRow[]; captcha?: string };
      calls.saved.push(body);
      return answer(body);
    }),
  );
}

export async function renderPage(language: Language = 'en') {
  const store = makeStore({ language, userId: 1001 });
  return renderWithProviders(<ResponsibleScreen />, { language, store });
}
