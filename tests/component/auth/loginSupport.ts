import { http, HttpResponse } from 'msw';
import { server } from '@/tests/support/server';
import { memoryStorage } from '@/tests/support/memoryStorage';
import type { ShellEffects } from '@/store/effects';

/** Effects that record what the listeners did to the browser instead of doing it. */
export function recordingEffects(pathname: string, search = '') {
  const done = { navigated: [] as string[], reloaded: 0, refreshed: 0 };
  const effects: ShellEffects = {
    location: () => ({ pathname, search }),
    navigate: (url) => void done.navigated.push(url),
    reload: () => void (done.reloaded += 1),
    refresh: () => void (done.refreshed += 1),
    expireCookie: () => undefined,
    storage: memoryStorage(),
  };
  return { effects, done };
}

export const BALANCE = {
  balance: 10000,
  bonus: 500,
  is_available_first_deposit_bonus: false,
  all_accounts: [{ id: 5001, iso: 'RUB', symbol: '₽', currency_id: 1, type: 0, money: 10000, points: 0, label: 'Main', is_active: true }],
};

/** What a page loads once a player is signed in: the balance and the terms status. */
export function signedInBackend() {
  const calls = { balance: 0 };
  server.use(
    http.get('*/web-api/user/balance', () => {
      calls.balance += 1;
      return HttpResponse.json(BALANCE);
    }),
    http.get('*/web-api/api-v3/v2/user/agreement-rules/status', () => HttpResponse.json({ result: false, updatedAt: null })),
  );
  return calls;
}

export const COUNTRIES = [
  { id: 1, name: 'Россия', country_code: 'RU', tel_code: '7' },
  { id: 2, name: 'Türkiye', country_code: 'tr', tel_code: '+90' },
];
export const MASKS = [
  // Masks may carry the phone code or not; both are shown with it once.
  { CountryId: 1, Mask: '+7 (###) ###-##-##', Min: 10, Max: 10 },
  { CountryId: 2, Mask: '### ### ## ##', Min: 10, Max: 10 },
];

/** The phone countries and masks the picker loads. */
export function phoneBackend() {
  server.use(
    http.get('*/web-api/phone/countries', () => HttpResponse.json(COUNTRIES)),
    http.get('*/web-api/phone/masks', () => HttpResponse.json(MASKS)),
  );
}

/** A JSON:API error answer as the backend sends it. */
export function apiError(status: number, code: string, detail: string, headers: Record<string, string> = {}) {
  return HttpResponse.json({ errors: [{ code, detail }] }, { status, headers });
}
