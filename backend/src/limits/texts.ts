import type { Lang, Localized } from '../lang';
import type { LimitType } from '../../../lib/rules/limitTypes';

/** Every text the limits show a player, in ru and en (the limit-service's `title`s). */
const NAMES: Readonly<Record<LimitType, Localized>> = {
  1: { ru: 'Лимит ставок на 24 часа', en: 'Wagering limit for 24 hours' },
  2: { ru: 'Лимит ставок на 7 дней', en: 'Wagering limit for 7 days' },
  3: { ru: 'Лимит ставок на 30 дней', en: 'Wagering limit for 30 days' },
  10: { ru: 'Лимит проигрыша на 24 часа', en: 'Loss limit for 24 hours' },
  11: { ru: 'Лимит проигрыша на 7 дней', en: 'Loss limit for 7 days' },
  12: { ru: 'Лимит проигрыша на 30 дней', en: 'Loss limit for 30 days' },
  20: { ru: 'Лимит депозита на 24 часа', en: 'Deposit limit for 24 hours' },
  21: { ru: 'Лимит депозита на 7 дней', en: 'Deposit limit for 7 days' },
  22: { ru: 'Лимит депозита на 30 дней', en: 'Deposit limit for 30 days' },
  30: { ru: 'Самоисключение', en: 'Self-exclusion' },
  31: { ru: 'Лимит сессии', en: 'Session limit' },
  32: { ru: 'Напоминание о времени в игре', en: 'Reality check' },
  33: { ru: 'Тайм-аут депозитов', en: 'Deposit time-out' },
  37: { ru: 'Блокировка аккаунта', en: 'Account block' },
};

export const limitName = (type: LimitType, lang: Lang): string => NAMES[type][lang];

/** An epoch-seconds time as "2026-03-10 08:00 UTC" (the backend's clock is UTC). */
export const timeText = (seconds: number): string => `${new Date(seconds * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

type Text = (lang: Lang) => string;
const text = (ru: string, en: string): Text => (lang) => (lang === 'en' ? en : ru);

export const TEXT = {
  notSignedIn: text('Войдите в аккаунт', 'Please sign in'),
  banned: text('Аккаунт заблокирован', 'The account is banned'),
  invalidRequest: text('Проверьте данные запроса', 'Check the request data'),
  tokenNotFresh: text('Обновите токен и повторите запрос', 'Refresh your token and try again'),
  captchaRequired: text('Подтвердите, что вы не робот', 'Please confirm you are not a robot'),
  captchaInvalid: text('Неверный ответ на капчу, попробуйте ещё раз', 'The captcha answer is wrong, please try again'),
  testTokenInvalid: text('Вопросы устарели, сохраните лимиты ещё раз', 'The questions have expired, please save the limits again'),
  noPendingLimit: text('Нет изменения лимита, ожидающего подтверждения', 'There is no limit change waiting for you'),
  cannotCancel: text(
    'Самоисключение, тайм-аут и блокировку нельзя отменить, пока они действуют',
    'A self-exclusion, time-out or account block cannot be cancelled while it runs',
  ),
  cannotShorten: text(
    'Действующее самоисключение или тайм-аут можно только продлить',
    'A running self-exclusion or time-out can only be extended',
  ),
  cannotRemove: text('Этот лимит нельзя снять', 'This limit cannot be removed'),
  blocked: text(
    'Аккаунт заблокирован по вашему запросу: ставки и депозиты недоступны',
    'Your account is blocked at your request: bets and deposits are unavailable',
  ),
  blockedExtra: text(
    'Аккаунт заблокирован по вашему запросу: дополнительные лимиты недоступны',
    'Your account is blocked at your request: the extra limits are unavailable',
  ),
  noRealityCheck: text('Напоминание о времени в игре не настроено', 'No reality check is set'),
  sessionLimitEnded: text('Лимит сессии исчерпан', 'Session limit ended'),
  visitTomorrow: text('Время игры на сегодня закончилось. Приходите завтра', 'Your playing time for today is over. Please visit us tomorrow'),
  duplicateType: text('Каждый лимит можно указать один раз', 'Each limit may be given once'),
  // A deposit refused for its payer (payments/payers.ts): the card or wallet is a restricted player's.
  payerExcluded: text(
    'Этим способом оплаты пользуется игрок с действующим самоисключением, тайм-аутом или блокировкой: счёт не открыт, деньги возвращаются на карту или кошелёк',
    'This card or wallet belongs to a player under a self-exclusion, time-out or account block: no account was opened and the money goes back to it',
  ),
};

export const unknownTypeText = (type: number, lang: Lang) =>
  lang === 'en' ? `Unknown limit type ${type}` : `Неизвестный тип лимита ${type}`;

export const valueUnavailableText = (type: LimitType, value: number | null, lang: Lang) =>
  lang === 'en'
    ? `${String(value)} is not an available value for "${limitName(type, lang)}"`
    : `Значение ${String(value)} недоступно для лимита «${limitName(type, lang)}»`;

export const limitExceededText = (type: LimitType, left: string, iso: string, lang: Lang) =>
  lang === 'en'
    ? `The amount exceeds your limit "${limitName(type, lang)}": ${left} ${iso} left`
    : `Сумма превышает лимит «${limitName(type, lang)}»: осталось ${left} ${iso}`;

export const limitCurrencyText = (type: LimitType, iso: string, other: string, lang: Lang) =>
  lang === 'en'
    ? `Your limit "${limitName(type, lang)}" counts in ${iso}: bets and deposits in ${other} are unavailable while it runs`
    : `Лимит «${limitName(type, lang)}» считается в ${iso}: ставки и депозиты в ${other} недоступны, пока он действует`;

export const selfExcludedText = (endsAt: number, lang: Lang) =>
  lang === 'en'
    ? `You are self-excluded until ${timeText(endsAt)}: bets and deposits are unavailable`
    : `Действует самоисключение до ${timeText(endsAt)}: ставки и депозиты недоступны`;

export const timeOutText = (endsAt: number, lang: Lang) =>
  lang === 'en'
    ? `A time-out runs until ${timeText(endsAt)}: bets and deposits are unavailable`
    : `Действует тайм-аут до ${timeText(endsAt)}: ставки и депозиты недоступны`;

export const approvalNotDueText = (dueAt: number, lang: Lang) =>
  lang === 'en' ? `The change can be confirmed after ${timeText(dueAt)}` : `Подтвердить изменение можно после ${timeText(dueAt)}`;
