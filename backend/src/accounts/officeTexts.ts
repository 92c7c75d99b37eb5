import type { Lang } from '../lang';
import { MAX_CURRENCY_ACCOUNTS } from './office';

export interface OfficeTexts {
  notSignedIn(): string;
  banned(): string;
  unknownCurrency(iso: string): string;
  alreadyHeld(iso: string): string;
  limit(): string;
  added(iso: string): string;
  notFound(id: number): string;
  notCurrency(): string;
  hasMoney(): string;
  active(): string;
  openBets(): string;
  removed(iso: string): string;
  convertNotAllowed(): string;
  convertBadTarget(iso: string): string;
  converted(iso: string): string;
  hideBalanceSaved(hidden: boolean): string;
}

/** What the office API says to the player (`data.message`), in the language the site asks for. */
const TEXTS: Readonly<Record<Lang, OfficeTexts>> = {
  en: {
    notSignedIn: () => 'Log in to manage your accounts.',
    banned: () => 'Your account is restricted: the accounts cannot be managed.',
    unknownCurrency: (iso: string) => `We do not hold accounts in ${iso}.`,
    alreadyHeld: (iso: string) => `You already have an account in ${iso}, or it is being opened.`,
    limit: () => `You can have at most ${MAX_CURRENCY_ACCOUNTS} currency accounts.`,
    added: (iso: string) => `Your ${iso} account is being opened and will appear in a moment.`,
    notFound: (id: number) => `Account ${id} was not found.`,
    notCurrency: () => 'Only a currency account can be removed.',
    hasMoney: () => 'Only an empty account can be removed: withdraw or spend the money first.',
    active: () => 'This account is your active one: choose another account first.',
    openBets: () => 'This account has bets that are not settled yet: it can be removed once they are.',
    removed: (iso: string) => `Your ${iso} account has been removed.`,
    convertNotAllowed: () => 'Your main account cannot be changed now.',
    convertBadTarget: (iso: string) => `Your main account cannot be changed to ${iso}.`,
    converted: (iso: string) => `Your main account is now in ${iso}.`,
    hideBalanceSaved: (hidden: boolean) => (hidden ? 'Your balance is hidden.' : 'Your balance is shown.'),
  },
  ru: {
    notSignedIn: () => 'Войдите, чтобы управлять счетами.',
    banned: () => 'Ваш аккаунт ограничен: управлять счетами нельзя.',
    unknownCurrency: (iso: string) => `Счета в ${iso} не открываются.`,
    alreadyHeld: (iso: string) => `Счёт в ${iso} у вас уже есть или открывается.`,
    limit: () => `Валютных счетов может быть не больше ${MAX_CURRENCY_ACCOUNTS}.`,
    added: (iso: string) => `Счёт в ${iso} открывается и скоро появится.`,
    notFound: (id: number) => `Счёт ${id} не найден.`,
    notCurrency: () => 'Удалить можно только валютный счёт.',
    hasMoney: () => 'Удалить можно только пустой счёт: сначала выведите или потратьте деньги.',
    active: () => 'Это ваш активный счёт: сначала выберите другой.',
    openBets: () => 'На этом счёте есть нерассчитанные ставки: удалить его можно после их расчёта.',
    removed: (iso: string) => `Счёт в ${iso} удалён.`,
    convertNotAllowed: () => 'Сменить основной счёт сейчас нельзя.',
    convertBadTarget: (iso: string) => `Основной счёт нельзя перевести в ${iso}.`,
    converted: (iso: string) => `Теперь ваш основной счёт в ${iso}.`,
    hideBalanceSaved: (hidden: boolean) => (hidden ? 'Баланс скрыт.' : 'Баланс показан.'),
  },
};

export function officeTexts(lang: Lang): OfficeTexts {
  return TEXTS[lang];
}
