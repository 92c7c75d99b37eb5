import type { AppDeps } from '../deps';
import type { Lang } from '../lang';

const FALLBACK_SITE_URL = 'http://localhost:3000';

export interface PasswordChangedFacts {
  login: string;
  /** When, ISO 8601 (backend clock). */
  at: string;
  device: string;
  address: string;
}

/** Where a player who did not change his password goes: the forgot-password dialog on home. */
function resetLink(deps: Pick<AppDeps, 'siteUrl'>, lang: Lang): string {
  const origin = (deps.siteUrl ?? FALLBACK_SITE_URL).replace(/\/+$/, '');
  return `${origin}/${lang}?showForgotPasswordModal=1`;
}

/** The letter "your password was changed", plain text in the request's language (docs/mail-and-sms.md). */
export function passwordChangedLetter(deps: Pick<AppDeps, 'siteUrl'>, lang: Lang, facts: PasswordChangedFacts) {
  const link = resetLink(deps, lang);
  const where = [facts.device, facts.address].filter(Boolean).join(', ');
  if (lang === 'en') {
    return {
      subject: 'Your password was changed',
      body: [
        `The password of your account ${facts.login} was changed at ${facts.at}${where ? ` (${where})` : ''}.`,
        'Every other device signed in to your account has been signed out.',
        '',
        `If it was not you, reset your password now: ${link}`,
      ].join('\n'),
    };
  }
  return {
    subject: 'Ваш пароль изменён',
    body: [
      `Пароль вашего аккаунта ${facts.login} изменён ${facts.at}${where ? ` (${where})` : ''}.`,
      'На всех остальных устройствах выполнен выход из аккаунта.',
      '',
      `Если это были не вы, сразу восстановите пароль: ${link}`,
    ].join('\n'),
  };
}
