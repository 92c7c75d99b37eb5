import type { UserRow } from '../accounts/rows';
import type { AppDeps } from '../deps';
import type { Lang } from '../lang';
import { sendMail } from '../mail/outbox';
import { issueLinkToken, type LinkPurpose } from './tokens';

/** The site's page each link opens (shell-and-routing.md §2, the 'user' routes). */
const PAGE: Record<LinkPurpose, string> = {
  password_reset: 'user/passwordreset',
  verify: 'user/accountverify',
  activate: 'user/activate',
  activate_fast: 'user/activatefast',
  unsubscribe: 'user/stopnewsletter',
};

const FALLBACK_SITE_URL = 'http://localhost:3000';

/** An absolute link to a page of the site, in the letter's language (docs/mail-and-sms.md). */
export function siteLink(deps: Pick<AppDeps, 'siteUrl'>, lang: Lang, page: string, token?: string): string {
  const origin = (deps.siteUrl ?? FALLBACK_SITE_URL).replace(/\/+$/, '');
  return `${origin}/${lang}/${page}${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`;
}

interface Text {
  subject: string;
  lines: (link: string, login: string) => string[];
}

const TEXTS: Record<Exclude<LinkPurpose, 'unsubscribe'>, Record<Lang, Text>> = {
  password_reset: {
    ru: {
      subject: 'Смена пароля',
      lines: (link, login) => [
        `Вы (или кто-то другой) попросили сменить пароль аккаунта ${login}.`,
        `Чтобы задать новый пароль, откройте ссылку в течение часа: ${link}`,
        'Код из входящих тоже подходит. Если вы ничего не просили, просто удалите это письмо: пароль останется прежним.',
      ],
    },
    en: {
      subject: 'Resetting your password',
      lines: (link, login) => [
        `You (or someone else) asked to reset the password of account ${login}.`,
        `To choose a new password, open this link within an hour: ${link}`,
        'The code in your inbox works too. If you did not ask, just delete this letter: your password stays as it is.',
      ],
    },
  },
  verify: {
    ru: {
      subject: 'Подтвердите электронную почту',
      lines: (link, login) => [
        `Подтвердите, что этот адрес принадлежит владельцу аккаунта ${login}: откройте ссылку в течение 7 дней.`,
        link,
      ],
    },
    en: {
      subject: 'Confirm your e-mail',
      lines: (link, login) => [`Confirm that this address belongs to the owner of account ${login}: open this link within 7 days.`, link],
    },
  },
  activate: {
    ru: {
      subject: 'Активируйте аккаунт',
      lines: (link, login) => [
        `Спасибо за регистрацию! Ваш логин: ${login}.`,
        `Чтобы активировать аккаунт и подтвердить почту, откройте ссылку в течение 7 дней: ${link}`,
      ],
    },
    en: {
      subject: 'Activate your account',
      lines: (link, login) => [`Thank you for registering! Your login: ${login}.`, `To activate your account and confirm your e-mail, open this link within 7 days: ${link}`],
    },
  },
  activate_fast: {
    ru: {
      subject: 'Активируйте аккаунт',
      lines: (link, login) => [
        `Спасибо за регистрацию! Ваш логин: ${login}.`,
        `Откройте ссылку в течение 7 дней: она активирует аккаунт и сразу выполнит вход — пароль не понадобится. ${link}`,
      ],
    },
    en: {
      subject: 'Activate your account',
      lines: (link, login) => [
        `Thank you for registering! Your login: ${login}.`,
        `Open this link within 7 days: it activates your account and signs you in, no password needed. ${link}`,
      ],
    },
  },
};

/**
 * Sends a player a letter with a link of this purpose to his e-mail (or `address`); false when he
 * has no e-mail to send it to.
 */
export function sendLinkLetter(
  deps: AppDeps,
  lang: Lang,
  user: Pick<UserRow, 'id' | 'login' | 'email'>,
  purpose: Exclude<LinkPurpose, 'unsubscribe'>,
  address: string | null = user.email,
): boolean {
  if (!address) return false;
  const token = issueLinkToken(deps.db, deps.clock, deps.secret, { purpose, userId: user.id, address });
  const text = TEXTS[purpose][lang];
  const body = text.lines(siteLink(deps, lang, PAGE[purpose], token), user.login).join('\n\n');
  sendMail(deps.db, deps.clock, { userId: user.id, to: address, subject: text.subject, body });
  return true;
}

/** The newsletter's footer: the player's own link to stop it, without a sign-in. */
export function unsubscribeFooter(deps: AppDeps, lang: Lang, user: Pick<UserRow, 'id'>, address: string): string {
  const token = issueLinkToken(deps.db, deps.clock, deps.secret, { purpose: 'unsubscribe', userId: user.id, address });
  const link = siteLink(deps, lang, PAGE.unsubscribe, token);
  return lang === 'ru' ? `Не хотите получать рассылку? Отписаться: ${link}` : `Do not want these letters? Unsubscribe: ${link}`;
}

/** The letter telling a player the terms changed: the confirm page (it needs a sign-in, so no token). */
export function sendTermsLetter(deps: AppDeps, lang: Lang, user: Pick<UserRow, 'id' | 'email'>): boolean {
  if (!user.email) return false;
  const link = siteLink(deps, lang, 'confirm');
  const [subject, body] =
    lang === 'ru'
      ? ['Правила изменились', `Мы обновили правила сайта. Чтобы продолжить делать ставки, войдите и примите их: ${link}`]
      : ['Our terms have changed', `We have updated the site's terms. To go on betting, sign in and accept them: ${link}`];
  sendMail(deps.db, deps.clock, { userId: user.id, to: user.email, subject, body });
  return true;
}
