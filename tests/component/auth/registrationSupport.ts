import { addListener } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import type { Language } from '@/lib/config/languages';
import { makeStore, type AppStore } from '@/store/makeStore';
import type { ShellEffects } from '@/store/effects';
import { signedIn } from '@/store/listeners/auth';
import { memoryStorage } from '@/tests/support/memoryStorage';
import { server } from '@/tests/support/server';

/** The registration options as the reference backend sends them (a few of each). */
export const OPTIONS = {
  enabled: true,
  currencies: [
    { id: 1, iso: 'RUB', symbol: '₽' },
    { id: 2, iso: 'USD', symbol: '$' },
    { id: 4, iso: 'KZT', symbol: '₸' },
  ],
  countries: [
    { id: 1, name: 'Russia', code: 'ru', phone_code: '+7', currency: 'RUB' },
    { id: 3, name: 'Kazakhstan', code: 'kz', phone_code: '+7', currency: 'KZT' },
  ],
  default_country_id: 1,
};

export const PHONE_COUNTRIES = [
  { id: 1, name: 'Russia', country_code: 'RU', tel_code: '7' },
  { id: 2, name: 'Ukraine', country_code: 'UA', tel_code: '+380' },
];
export const PHONE_MASKS = [
  { CountryId: 1, Mask: '(###) ###-##-##', Min: 10, Max: 10 },
  { CountryId: 2, Mask: '(##) ###-##-##', Min: 9, Max: 9 },
];

/** Answers the options and phone list calls, and records every registration body by its type. */
export function registrationBackend(answers: Record<string, () => Response> = {}) {
  const posted: Record<string, unknown[]> = {};
  server.use(
    http.get('*/web-api/registration/options', () => HttpResponse.json(OPTIONS)),
    http.get('*/web-api/phone/countries', () => HttpResponse.json(PHONE_COUNTRIES)),
    http.get('*/web-api/phone/masks', () => HttpResponse.json(PHONE_MASKS)),
    http.post('*/web-api/user/registration/:type', async ({ params, request }) => {
      const type = String(params.type);
      (posted[type] ??= []).push(await request.json());
      return answers[type]?.() ?? HttpResponse.json({ user_id: 1005, login: '1005', terms_changed: false });
    }),
  );
  return posted;
}

/** A JSON:API error answer. */
export function apiError(status: number, code: string, detail: string) {
  return HttpResponse.json({ errors: [{ code, detail, status: String(status) }] }, { status });
}

/**
 * A visitor's store on `pathname` whose navigation is recorded, with the `signedIn` actions seen.
 * On the registration page the sign-in listener navigates (home or the returnUrl), so no network.
 */
export function visitorStore(language: Language, pathname = `/${language}/registration`): {
  store: AppStore;
  signedInWith: number[];
  navigated: string[];
} {
  const navigated: string[] = [];
  const effects: ShellEffects = {
    location: () => ({ pathname, search: '' }),
    navigate: (url) => void navigated.push(url),
    reload: () => undefined,
    refresh: () => undefined,
    expireCookie: () => undefined,
    storage: memoryStorage(),
  };
  const store = makeStore({ language, effects });
  const signedInWith: number[] = [];
  store.dispatch(addListener({ actionCreator: signedIn, effect: (action) => void signedInWith.push(action.payload.userId) }));
  return { store, signedInWith, navigated };
}
