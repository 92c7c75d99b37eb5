import type { Lang, Localized } from '../lang';
import type { PaymentKind } from '../psp/methods';

/**
 * The topics of a support request about a payment (office/payment/create-request and its
 * children), with sub-topics; `paymentKind` says which of the player's payments the site offers to
 * attach (null: none needed).
 */
export interface PaymentTopic {
  id: number;
  name: Localized;
  paymentKind: PaymentKind | null;
  subTopics: readonly { id: number; name: Localized }[];
}

export const PAYMENT_TOPICS: readonly PaymentTopic[] = [
  {
    id: 1,
    name: { ru: 'Пополнение не зачислено', en: 'Deposit not credited' },
    paymentKind: 'deposit',
    subTopics: [
      { id: 101, name: { ru: 'Деньги списаны, но не зачислены', en: 'Charged but not credited' } },
      { id: 102, name: { ru: 'Платёж отклонён', en: 'The payment was declined' } },
      { id: 103, name: { ru: 'Платёж долго в обработке', en: 'The payment is pending too long' } },
    ],
  },
  {
    id: 2,
    name: { ru: 'Вывод средств', en: 'Withdrawal' },
    paymentKind: 'withdrawal',
    subTopics: [
      { id: 201, name: { ru: 'Вывод задерживается', en: 'The withdrawal is late' } },
      { id: 202, name: { ru: 'Вывод отклонён', en: 'The withdrawal was declined' } },
      { id: 203, name: { ru: 'Неверные реквизиты', en: 'Wrong payout details' } },
    ],
  },
  {
    id: 3,
    name: { ru: 'Комиссии и лимиты', en: 'Fees and limits' },
    paymentKind: null,
    subTopics: [
      { id: 301, name: { ru: 'Комиссия платёжного способа', en: "A method's fee" } },
      { id: 302, name: { ru: 'Минимальная и максимальная сумма', en: 'Minimum and maximum amounts' } },
    ],
  },
  {
    id: 4,
    name: { ru: 'Другой вопрос о платежах', en: 'Another payment question' },
    paymentKind: null,
    subTopics: [],
  },
];

export const findTopic = (id: number) => PAYMENT_TOPICS.find((topic) => topic.id === id);

export function topicViews(lang: Lang) {
  return PAYMENT_TOPICS.map((topic) => ({
    id: topic.id,
    name: topic.name[lang],
    paymentKind: topic.paymentKind,
    subTopics: topic.subTopics.map((sub) => ({ id: sub.id, name: sub.name[lang] })),
  }));
}

/** The automatic first answer to every new request. */
export const cannedAnswer = (requestId: number): Localized => ({
  ru: `Здравствуйте! Мы получили ваше обращение № ${requestId} и ответим в течение 24 часов. Если платёж ещё в обработке, его статус обновится в истории платежей сам.`,
  en: `Hello! We have received your request no. ${requestId} and will answer within 24 hours. If the payment is still pending, its status will update in your payment history by itself.`,
});
