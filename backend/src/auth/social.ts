import type { Clock } from '../clock';
import type { CurrencyRow, UserRow } from '../accounts/rows';
import type { Db } from '../db/handle';
import type { Country } from '../seed/countries';
import { findUserById } from '../accounts/users';
import { findUserByEmail } from './identify';
import { generatePassword } from './passwordRules';
import { type BonusChoice, createPlayer, type RegistrationType } from './players';
import { randomInt } from 'node:crypto';

/** The providers of limits-coupon-auth.md §3, in its order, with the names their buttons show. */
export const SOCIAL_PROVIDERS = {
  google: 'Google',
  vk: 'VK',
  ok: 'OK',
  fb: 'Facebook',
  mailru: 'Mail.ru',
  yandex: 'Yandex',
  telegram: 'Telegram',
  kakaotalk: 'KakaoTalk',
  twitter: 'X (Twitter)',
  itsme: 'itsme',
  twitch: 'Twitch',
  metamask: 'MetaMask',
  line: 'LINE',
  linkedin: 'LinkedIn',
  apple: 'Apple',
  discord: 'Discord',
} as const;
export type SocialProvider = keyof typeof SOCIAL_PROVIDERS;

export const isSocialProvider = (value: string): value is SocialProvider => Object.hasOwn(SOCIAL_PROVIDERS, value);

/** Who the provider says the player is. */
export interface SocialIdentity {
  provider: SocialProvider;
  subject: string;
  name: string;
  email: string | null;
}

/**
 * The simulated provider knows one person: "Alex Demo". A real backend runs the provider's OAuth
 * round trip instead and gets the identity from it.
 */
export function demoIdentity(provider: SocialProvider): SocialIdentity {
  return {
    provider,
    subject: `demo-${provider}-1`,
    name: 'Alex Demo',
    // MetaMask knows a wallet, not an e-mail.
    email: provider === 'metamask' ? null : `alex.demo@${provider}.social.example`,
  };
}

export function findLinkedUser(db: Db, provider: string, subject: string): UserRow | undefined {
  const row = db.prepare('SELECT user_id FROM social_links WHERE provider = ? AND subject = ?').get(provider, subject) as
    | { user_id: number }
    | undefined;
  return row ? findUserById(db, row.user_id) : undefined;
}

export interface SocialPlayerOptions {
  currency: CurrencyRow;
  country: Country;
  bonusChoice: BonusChoice;
  type: RegistrationType | 'social';
}

/**
 * A new player linked to the identity. The e-mail is kept only when no account has it: a provider's
 * word is not proof enough to take over an existing account. The password is random and never
 * shown: such a player signs in through the provider (or sets one with "forgot password").
 */
export function createSocialPlayer(db: Db, clock: Clock, identity: SocialIdentity, options: SocialPlayerOptions): UserRow {
  const email = identity.email && !findUserByEmail(db, identity.email) ? identity.email : null;
  return db.transaction(() => {
    const user = createPlayer(db, clock, {
      login: `${identity.provider}_${identity.subject}`.slice(0, 100),
      password: generatePassword((max) => randomInt(0, max), 24),
      email,
      userName: identity.name,
      country: options.country,
      currency: options.currency,
      activationType: email ? 1 : 0,
      type: options.type,
      bonusChoice: options.bonusChoice,
    });
    db.prepare('INSERT INTO social_links (provider, subject, user_id) VALUES (?, ?, ?)').run(
      identity.provider,
      identity.subject,
      user.id,
    );
    return user;
  })();
}
