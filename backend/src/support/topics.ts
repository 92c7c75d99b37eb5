import type { Lang, Localized } from '../lang';

/** The topics of a support request (docs/support-api.md); "payments" is the payment requests' one. */
export const SUPPORT_TOPICS = ['payments', 'account', 'bets', 'casino', 'bonuses', 'technical', 'other'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

const NAMES: Record<SupportTopic, Localized> = {
  payments: { ru: 'Платежи', en: 'Payments' },
  account: { ru: 'Учётная запись', en: 'Account' },
  bets: { ru: 'Ставки', en: 'Bets' },
  casino: { ru: 'Казино', en: 'Casino' },
  bonuses: { ru: 'Бонусы', en: 'Bonuses' },
  technical: { ru: 'Технический вопрос', en: 'Technical issue' },
  other: { ru: 'Другое', en: 'Other' },
};

export const topicName = (topic: string, lang: Lang) => NAMES[topic as SupportTopic]?.[lang] ?? topic;

export const supportTopicViews = (lang: Lang) => SUPPORT_TOPICS.map((id) => ({ id, name: NAMES[id][lang] }));
