import { randomInt } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { mainAccountOf } from '../accounts/accounts';
import { balanceOf } from '../accounts/ledger';
import { hasAtMostTwoDecimals, MAX_MAJOR_AMOUNT, toMajor } from '../accounts/money';
import type { UserRow } from '../accounts/rows';
import { deleteUser } from '../accounts/users';
import type { AppDeps } from '../deps';
import { fieldError } from '../errors';
import { pickLang } from '../lang';
import { COUNTRIES } from '../seed/countries';
import { loadSiteConfig } from '../siteConfigStore';
import { readJson } from '../auth/body';
import { fingerprintCheck } from '../auth/fingerprint';
import { MIN_PLAYER_AGE } from '../auth/signInRules';
import { accountKey } from '../auth/identify';
import { checkCodeCounted } from '../auth/login';
import { generatePassword, NewPasswordSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth/passwordRules';
import { countryOfTelCode, findUserByPhone, parsePhone } from '../auth/phones';
import { createPlayer, REGISTRATION_TYPES } from '../auth/players';
import {
  adultBirthday,
  assertEmailFree,
  assertRegistrationOpen,
  countryFor,
  currencyFor,
  registrationCurrencies,
} from '../auth/registration';
import {
  BonusChoiceSchema,
  CodeSchema,
  CountryIdSchema,
  CurrencySchema,
  noStore,
  PhoneCodeSchema,
  PhoneNumberSchema,
  saveFlag,
  TokenSchema,
} from '../auth/requestSchemas';
import { signIn } from '../auth/signIn';
import { createSocialPlayer, findLinkedUser, isSocialProvider, SOCIAL_PROVIDERS } from '../auth/social';
import { findTicket, isLive, latestTicket, newToken, spendTicket, ticketData } from '../auth/tickets';
import { claimPayAndPlay, PAY_AND_PLAY_CLAIM_TTL_MS, PAY_AND_PLAY_COOKIE, startPayAndPlay } from '../payments/payAndPlay';
import { resolveReturnUrl, siteOriginOf } from '../payments/returnUrl';
import type { Payments } from '../payments/runtime';
import { PAYMENT_ID_PATTERN } from '../psp/contract';
import { requestConfirmation } from '../accountLinks/confirmations';
import { referralAtRegistration } from '../referrals/register';

const randomIndex = (max: number) => randomInt(0, max);
const Name = z.string().trim().min(1, 'is required').max(50).regex(/^[\p{L}][\p{L}' -]*$/u, 'must be letters');
// A new player is remembered unless the form says otherwise: a registration has no "remember me".
const Save = saveFlag(true);
const Email = z.email('must be an e-mail address').max(254).transform((email) => email.toLowerCase());
// The letters a registration sends are in the request's language (docs/mail-and-sms.md).
const langOf = (c: Context) => pickLang(c.req.header('x-language') ?? c.req.query('lng'));

/**
 * Registration (limits-coupon-auth.md §3 "Registration types", §4): one-click, phone, full, social and pay
 * and play. Each creates the player with a main account and signs him in (cookies), or answers 403
 * registration_disabled while the site config switches registration off. Each one that came through
 * a player's link (the `referral_values` cookie's bf_id) records the new player as that player's friend
 * (referrals/register.ts, docs/referrals-api.md "Friends").
 */
export function registrationRoutes(deps: AppDeps & { payments: Payments }) {
  const { db, clock } = deps;
  const app = new Hono();
  app.use('/user/registration/*', noStore, fingerprintCheck(deps));
  app.use('/user/registration/*', async (c, next) => {
    if (c.req.method === 'POST') assertRegistrationOpen(db);
    await next();
  });

  const welcome = (c: Context, user: UserRow, save: boolean, extra: object = {}) =>
    c.json({ ...signIn(c, deps, user, save), login: user.login, ...extra });

  app.get('/registration/options', (c) => {
    const lang = pickLang(c.req.query('lng'));
    c.header('Cache-Control', 'no-store');
    return c.json({
      enabled: loadSiteConfig(db).registrationEnabled,
      types: REGISTRATION_TYPES,
      bonus_choices: [0, 1, 2],
      currencies: registrationCurrencies(db).map(({ id, iso, symbol }) => ({ id, iso, symbol })),
      countries: COUNTRIES.map((country) => ({
        id: country.id,
        name: country.name[lang],
        code: country.code,
        phone_code: country.telCode,
        currency: country.currency,
      })),
      default_country_id: 1,
      min_age: MIN_PLAYER_AGE,
      password: { min_length: PASSWORD_MIN_LENGTH, max_length: PASSWORD_MAX_LENGTH, letter: true, digit: true },
      social_providers: Object.entries(SOCIAL_PROVIDERS).map(([id, name]) => ({ id, name })),
    });
  });

  // One click: the login (the new user id) and a generated password, shown once.
  app.post('/user/registration/fast_reg', async (c) => {
    const body = await readJson(
      c,
      z.object({
        currency: CurrencySchema,
        country_id: CountryIdSchema,
        bonus_choice: BonusChoiceSchema,
        save: Save,
        // Optional: where the activation link goes, which also signs in (docs/account-links-api.md).
        email: Email.optional(),
      }),
    );
    const currency = currencyFor(db, body.currency);
    const country = countryFor(body.country_id);
    if (body.email !== undefined) assertEmailFree(db, body.email);
    const password = generatePassword(randomIndex);
    const user = createPlayer(db, clock, {
      login: null, password, email: body.email ?? null, userName: null, country, currency,
      activationType: body.email === undefined ? 0 : 1, type: 'fast_reg', bonusChoice: body.bonus_choice,
    });
    referralAtRegistration(c, deps, user);
    requestConfirmation(deps, langOf(c), user, 'activate_fast');
    return welcome(c, user, body.save, { password });
  });

  // The phone is proven by the code from POST /user/auth/sms/send with purpose "registration".
  app.post('/user/registration/phone_reg', async (c) => {
    const body = await readJson(
      c,
      z.object({
        phone_number: PhoneNumberSchema,
        phone_code: PhoneCodeSchema,
        code: CodeSchema,
        password: NewPasswordSchema,
        currency: CurrencySchema,
        country_id: CountryIdSchema.optional(),
        bonus_choice: BonusChoiceSchema,
        save: Save,
      }),
    );
    const phone = parsePhone(body.phone_code, body.phone_number);
    const currency = currencyFor(db, body.currency);
    const country = body.country_id === undefined ? undefined : countryFor(body.country_id);
    if (country && country.telCode !== phone.phoneCode) throw fieldError('/country_id', 'The country does not match the phone code');
    if (findUserByPhone(db, phone)) throw fieldError('/phone_number', 'This phone number is already registered');
    await checkCodeCounted(c, deps, latestTicket(db, 'sms_registration', phone.full), body.code, accountKey(undefined, phone.full));
    const user = createPlayer(db, clock, {
      login: phone.full, password: body.password, phone, userName: null,
      country: country ?? countryOfTelCode(phone.phoneCode) ?? countryFor(1),
      currency, activationType: 3, type: 'phone_reg',
      bonusChoice: body.bonus_choice,
    });
    referralAtRegistration(c, deps, user);
    return welcome(c, user, body.save);
  });

  app.post('/user/registration/full_reg', async (c) => {
    const body = await readJson(
      c,
      z.object({
        email: Email,
        password: NewPasswordSchema,
        name: Name,
        surname: Name,
        date_birthday: z.string().trim(),
        currency: CurrencySchema,
        country_id: CountryIdSchema,
        bonus_choice: BonusChoiceSchema,
        save: Save,
      }),
    );
    const birthday = adultBirthday(body.date_birthday, clock.now());
    const currency = currencyFor(db, body.currency);
    const country = countryFor(body.country_id);
    assertEmailFree(db, body.email);
    const user = createPlayer(db, clock, {
      login: body.email, password: body.password, email: body.email, userName: `${body.name} ${body.surname}`,
      country, currency, activationType: 1, type: 'full_reg',
      bonusChoice: body.bonus_choice, userData: { name: body.name, surname: body.surname, date_birthday: birthday },
    });
    referralAtRegistration(c, deps, user);
    // An e-mail registration is activated from its letter (docs/decisions/account-links.md).
    requestConfirmation(deps, langOf(c), user, 'activate');
    return welcome(c, user, body.save);
  });

  // social_token: from the simulated provider's round trip with mode=register (routes/social.ts).
  app.post('/user/registration/soc_reg', async (c) => {
    const body = await readJson(
      c,
      z.object({
        provider: z.string().trim(),
        social_token: TokenSchema,
        currency: CurrencySchema,
        country_id: CountryIdSchema,
        bonus_choice: BonusChoiceSchema,
        save: Save,
      }),
    );
    if (!isSocialProvider(body.provider)) throw fieldError('/provider', `Unknown provider "${body.provider}"`);
    const currency = currencyFor(db, body.currency);
    const country = countryFor(body.country_id);
    const row = findTicket(db, 'social_token', body.social_token);
    const identity = row ? ticketData<{ provider: string; subject: string; name: string; email: string | null }>(row) : null;
    if (!row || !identity || !isLive(row, clock.now()) || identity.provider !== body.provider) {
      throw fieldError('/social_token', 'The social sign-in has expired; sign in with the provider again');
    }
    if (findLinkedUser(db, identity.provider, identity.subject)) {
      throw fieldError('/social_token', 'This social account is already registered; sign in with it');
    }
    if (!spendTicket(db, row.token)) throw fieldError('/social_token', 'The social sign-in was already used');
    const user = createSocialPlayer(db, clock, { ...identity, provider: body.provider }, {
      currency, country, bonusChoice: body.bonus_choice, type: 'soc_reg',
    });
    referralAtRegistration(c, deps, user);
    // The provider's e-mail, if it gave one, is confirmed by a letter (docs/decisions/account-links.md).
    requestConfirmation(deps, langOf(c), user, 'verify');
    return welcome(c, user, body.save);
  });

  // Pay and play (docs/decisions/registration.md): the first deposit opens the account. The player is created
  // closed with the card deposit pending at the provider; the browser goes to the provider's page and
  // comes back to the onpay page, which claims the account once the deposit succeeded (below).
  app.post('/user/registration/pay_and_play', async (c) => {
    const body = await readJson(
      c,
      z.object({
        amount: z.number().positive('must be more than 0').max(MAX_MAJOR_AMOUNT).refine(hasAtMostTwoDecimals, 'must have at most 2 decimals'),
        currency: CurrencySchema,
        country_id: CountryIdSchema,
        bonus_choice: BonusChoiceSchema.default(0),
        save: Save,
        return_url: z.string().min(1).max(2048),
      }),
    );
    const currency = currencyFor(db, body.currency);
    const country = countryFor(body.country_id);
    const returnUrl = resolveReturnUrl(body.return_url, siteOriginOf(c, deps.siteUrl));
    if (!returnUrl) throw fieldError('/return_url', 'must be a page of the site');
    const user = createPlayer(db, clock, {
      login: null, password: newToken(), userName: null, country, currency,
      activationType: 0, type: 'pay_and_play', bonusChoice: body.bonus_choice,
    });
    // Before the deposit starts, so its clearing finds the friend (referrals/deposits.ts).
    referralAtRegistration(c, deps, user);
    const ctx = { db, clock, payments: deps.payments, user, lang: pickLang(c.req.query('lng')) };
    try {
      const { paymentId, redirectUrl, claimToken } = await startPayAndPlay(ctx, { amount: body.amount, bonusChoice: body.bonus_choice, save: body.save }, returnUrl);
      setCookie(c, PAY_AND_PLAY_COOKIE, claimToken, {
        path: '/web-api/user/registration/pay_and_play',
        httpOnly: true,
        sameSite: 'Lax',
        secure: deps.secureCookies === true,
        maxAge: PAY_AND_PLAY_CLAIM_TTL_MS / 1000,
      });
      return c.json({ paymentId, redirectUrl }, 201);
    } catch (error) {
      // No deposit was started (the amount is outside the card's limits, the provider is down):
      // the closed account goes with it.
      deleteUser(db, user.id);
      throw error;
    }
  });

  // Back from the provider: the account opens for this browser once the deposit succeeded.
  app.post('/user/registration/pay_and_play/claim', async (c) => {
    const body = await readJson(c, z.object({ payment_id: z.string().regex(new RegExp(`^${PAYMENT_ID_PATTERN}$`), 'must be a payment id') }));
    const claimed = claimPayAndPlay(db, clock, getCookie(c, PAY_AND_PLAY_COOKIE), body.payment_id);
    deleteCookie(c, PAY_AND_PLAY_COOKIE, { path: '/web-api/user/registration/pay_and_play' });
    const main = mainAccountOf(db, claimed.user.id);
    const balance = main ? toMajor(balanceOf(db, main.id)) : 0;
    return welcome(c, claimed.user, claimed.save, { password: claimed.password, balance, currency: main?.iso ?? null });
  });

  return app;
}
