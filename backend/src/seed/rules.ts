import type { Localized } from '../lang';

/**
 * Rule groups shown at /rules/{group}/{chapter?}. Group 1 is where /rules
 * redirects. Chapter ids are numbers within their group.
 */
export interface SeedRuleChapter {
  id: number;
  title: Localized;
  body: Localized<string[]>;
}

export interface SeedRuleGroup {
  id: number;
  slug: string;
  title: Localized;
  chapters: SeedRuleChapter[];
}

export const RULE_GROUPS: SeedRuleGroup[] = [
  {
    id: 1,
    slug: 'general',
    title: { ru: 'Общие правила', en: 'General rules' },
    chapters: [
      {
        id: 1,
        title: { ru: 'Общие положения', en: 'General provisions' },
        body: {
          ru: [
            'Настоящие правила регулируют отношения между BetSite и клиентом при приёме ставок и проведении игр.',
            'Делая ставку, клиент подтверждает, что ознакомился с правилами и согласен с ними.',
          ],
          en: [
            'These rules govern the relationship between BetSite and the customer when bets are accepted and games are played.',
            'By placing a bet the customer confirms that they have read and agree to these rules.',
          ],
        },
      },
      {
        id: 2,
        title: { ru: 'Регистрация и аккаунт', en: 'Registration and account' },
        body: {
          ru: [
            'Зарегистрироваться может лицо старше 18 лет. Каждый клиент вправе иметь только один аккаунт.',
            'Клиент отвечает за сохранность пароля и все действия, совершённые под его учётной записью.',
            'При выявлении нескольких аккаунтов одного лица компания вправе заблокировать их и аннулировать ставки.',
          ],
          en: [
            'Anyone over 18 may register. Each customer may hold only one account.',
            'The customer is responsible for keeping the password safe and for everything done under their account.',
            'If several accounts of one person are found, the company may block them and void the bets.',
          ],
        },
      },
      {
        id: 3,
        title: { ru: 'Пополнение и вывод средств', en: 'Deposits and withdrawals' },
        body: {
          ru: [
            'Пополнение счёта возможно банковскими картами, электронными кошельками и через терминалы. Минимальная сумма — 100 ₽.',
            'Вывод выигрыша производится после идентификации на платёжный инструмент, с которого был сделан депозит, в течение 24 часов.',
          ],
          en: [
            'Accounts can be topped up by bank card, e-wallet or terminal. The minimum amount is 100 ₽.',
            'Winnings are paid after identification to the payment instrument used for the deposit, within 24 hours.',
          ],
        },
      },
    ],
  },
  {
    id: 2,
    slug: 'sports-betting',
    title: { ru: 'Правила ставок на спорт', en: 'Sports betting rules' },
    chapters: [
      {
        id: 1,
        title: { ru: 'Виды ставок', en: 'Bet types' },
        body: {
          ru: [
            'Ординар — ставка на один исход. Экспресс — ставка на несколько независимых исходов, коэффициенты которых перемножаются.',
            'Система — набор экспрессов одинакового размера из выбранных событий. Минимальный размер системы — 2.',
          ],
          en: [
            'A single is a bet on one outcome. An accumulator is a bet on several independent outcomes whose prices are multiplied.',
            'A system is a set of accumulators of equal size built from the chosen selections. The minimum system size is 2.',
          ],
        },
      },
      {
        id: 2,
        title: { ru: 'Расчёт ставок', en: 'Settlement' },
        body: {
          ru: [
            'Ставки рассчитываются по результату основного времени, если иное не указано в названии рынка.',
            'При переносе события более чем на 48 часов ставки на него рассчитываются с коэффициентом 1.',
            'Официальным источником результатов служат протоколы организаторов соревнований.',
          ],
          en: [
            'Bets are settled on the result of regular time unless the market name says otherwise.',
            'If an event is postponed by more than 48 hours, bets on it are settled at a price of 1.',
            'Official results are taken from the organisers’ records.',
          ],
        },
      },
      {
        id: 3,
        title: { ru: 'Ставки в лайве', en: 'Live betting' },
        body: {
          ru: [
            'Ставки в лайве принимаются во время события по текущим коэффициентам. Если коэффициент изменился, ставка принимается в соответствии с настройками купона.',
            'Компания вправе приостановить приём ставок в опасных моментах игры.',
          ],
          en: [
            'Live bets are accepted during the event at current prices. If a price changes, the bet is handled according to the bet slip settings.',
            'The company may suspend betting at dangerous moments of the game.',
          ],
        },
      },
    ],
  },
  {
    id: 3,
    slug: 'casino',
    title: { ru: 'Правила казино', en: 'Casino rules' },
    chapters: [
      {
        id: 1,
        title: { ru: 'Игры и провайдеры', en: 'Games and providers' },
        body: {
          ru: [
            'Игры казино предоставляются независимыми студиями. Результат каждого раунда определяется сертифицированным генератором случайных чисел.',
            'При сбое игры раунд аннулируется, а ставка возвращается на счёт.',
          ],
          en: [
            'Casino games are supplied by independent studios. The result of every round is decided by a certified random number generator.',
            'If a game malfunctions, the round is void and the stake is returned.',
          ],
        },
      },
      {
        id: 2,
        title: { ru: 'Бонусы казино', en: 'Casino bonuses' },
        body: {
          ru: [
            'Бонусные средства необходимо отыграть до вывода. Вклад игр в отыгрыш указан в условиях каждой акции.',
            'Максимальная ставка при отыгрыше бонуса — 500 ₽.',
          ],
          en: [
            'Bonus funds must be wagered before withdrawal. How much each game contributes is set out in the terms of each offer.',
            'The maximum stake while wagering a bonus is 500 ₽.',
          ],
        },
      },
    ],
  },
  {
    id: 4,
    slug: 'toto',
    title: { ru: 'Правила тотализатора', en: 'Toto rules' },
    chapters: [
      {
        id: 1,
        title: { ru: 'Участие в тиражах', en: 'Taking part in draws' },
        body: {
          ru: [
            'Тотализатор — это прогноз исходов набора событий тиража. Приём купонов закрывается перед началом первого события.',
            'Призовой фонд распределяется между участниками, угадавшими наибольшее число исходов.',
          ],
          en: [
            'Toto is a forecast of the outcomes of a set of events in a draw. Coupons close before the first event starts.',
            'The prize pool is shared among the players who predict the most outcomes.',
          ],
        },
      },
      {
        id: 2,
        title: { ru: 'Отменённые события', en: 'Cancelled events' },
        body: {
          ru: [
            'Если событие тиража отменено, его исход определяется жребием, проводимым в присутствии комиссии.',
            'Результаты жребия публикуются на странице тиража.',
          ],
          en: [
            'If an event in a draw is cancelled, its outcome is decided by lot in front of a committee.',
            'The results of the lot are published on the draw page.',
          ],
        },
      },
    ],
  },
  {
    id: 5,
    slug: 'promotions',
    title: { ru: 'Правила бонусов и акций', en: 'Bonus and promotion rules' },
    chapters: [
      {
        id: 1,
        title: { ru: 'Общие условия', en: 'General terms' },
        body: {
          ru: [
            'Каждая акция действует на условиях, опубликованных на её странице. При противоречии приоритет имеют условия акции.',
            'Компания вправе отменить бонус при нарушении условий или злоупотреблении.',
          ],
          en: [
            'Each promotion runs on the terms published on its page. Where they conflict, the promotion terms prevail.',
            'The company may cancel a bonus if the terms are breached or abused.',
          ],
        },
      },
      {
        id: 2,
        title: { ru: 'Отыгрыш', en: 'Wagering' },
        body: {
          ru: [
            'Отыгрыш — это сумма ставок, которую нужно сделать, чтобы бонус стал доступен для вывода.',
            'Ставки, проданные досрочно, и ставки с коэффициентом ниже минимального в отыгрыше не учитываются.',
            'Прогресс отыгрыша отображается в личном кабинете в разделе «Бонусы».',
          ],
          en: [
            'Wagering is the total amount you must bet before a bonus can be withdrawn.',
            'Bets cashed out early and bets priced below the minimum do not count towards wagering.',
            'Wagering progress is shown in the Bonuses section of your account.',
          ],
        },
      },
    ],
  },
];
