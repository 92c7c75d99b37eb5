import { randomInt } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { UserRow } from '../accounts/rows';
import type { AppDeps } from '../deps';
import { fieldError } from '../errors';
import { pickLang } from '../lang';
import { COUNTRIES } from '../seed/countries';
import { loadSiteConfig } from '../siteConfigStore';
import { readJson } from '../auth/body';
import { fingerprintCheck } from '../auth/fingerprint';
import { DEMO_START_BALANCE, MIN_PLAYER_AGE } from '../auth/signInRules';
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
import { findTicket, isLive, latestTicket, spendTicket, ticketData } from '../auth/tickets';

const randomIndex = (max: number) => randomInt(0, max);
const Name = z.string().trim().min(1, 'is required').max(50).regex(/^[\p{L}][\p{L}' -]*$/u, 'must be letters');
// A new player is remembered unless the form says otherwise: a registration has no "remember me".
const Save = saveFlag(true);

/**
 * Registration (limits spec §3 "Registration types", §4): one-click, phone, full, social and pay
 * and play. Each creates the player with a main account and signs him in (cookies), or answers 403
 * registration_disabled while the site config switches registration off.
 */
export function registrationRoutes(deps: AppDeps) {
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
      start_balance: DEMO_START_BALANCE,
      min_age: MIN_PLAYER_AGE,
      password: { min_length: PASSWORD_MIN_LENGTH, max_length: PASSWORD_MAX_LENGTH, letter: true, digit: true },
      social_providers: Object.entries(SOCIAL_PROVIDERS).map(([id, name]) => ({ id, name })),
    });
  });

  // One click: the login (the new user id) and a generated password, shown once.
  app.post('/user/registration/fast_reg', async (c) => {
    const body = await readJson(
      c,
      z.object({ currency: CurrencySchema, country_id: CountryIdSchema, bonus_choice: BonusChoiceSchema, save: Save }),
    );
    const currency = currencyFor(db, body.currency);
    const country = countryFor(body.country_id);
    const password = generatePassword(randomIndex);
    const user = createPlayer(db, clock, {
      login: null, password, userName: null, country, currency, money: DEMO_START_BALANCE, hasDeposit: false,
      activationType: 0, type: 'fast_reg', bonusChoice: body.bonus_choice,
    });
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
      currency, money: DEMO_START_BALANCE, hasDeposit: false, activationType: 3, type: 'phone_reg',
      bonusChoice: body.bonus_choice,
    });
    return welcome(c, user, body.save);
  });

  app.post('/user/registration/full_reg', async (c) => {
    const body = await readJson(
      c,
      z.object({
        email: z.email('must be an e-mail address').max(254).transform((email) => email.toLowerCase()),
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
      country, currency, money: DEMO_START_BALANCE, hasDeposit: false, activationType: 1, type: 'full_reg',
      bonusChoice: body.bonus_choice, userData: { name: body.name, surname: body.surname, date_birthday: birthday },
    });
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
    return welcome(c, user, body.save);
  });

  // Pay and play: the deposit is the player's first money; a login and password come back as for one-click.
  app.post('/user/registration/pay_and_play', async (c) => {
    const body = await readJson(
      c,
      z.object({
        amount: z.number().positive('must be more than 0').max(1_000_000),
        currency: CurrencySchema,
        country_id: CountryIdSchema,
        bonus_choice: BonusChoiceSchema.default(0),
        save: Save,
      }),
    );
    const currency = currencyFor(db, body.currency);
    const country = countryFor(body.country_id);
    const password = generatePassword(randomIndex);
    const user = createPlayer(db, clock, {
      login: null, password, userName: null, country, currency, money: body.amount, hasDeposit: true,
      activationType: 0, type: 'pay_and_play', bonusChoice: body.bonus_choice,
    });
    return welcome(c, user, body.save, { password, balance: Math.round(body.amount * 100) / 100 });
  });

  return app;
}
