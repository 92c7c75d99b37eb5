import type { Lang, Localized } from '../lang';

/** The security questions a player chooses from (docs/security-api.md "Security question"). */
export const SECURITY_QUESTIONS: readonly { id: number; text: Localized }[] = [
  { id: 1, text: { ru: 'Девичья фамилия матери', en: "Your mother's maiden name" } },
  { id: 2, text: { ru: 'Кличка первого домашнего животного', en: 'The name of your first pet' } },
  { id: 3, text: { ru: 'Город, в котором вы родились', en: 'The city you were born in' } },
  { id: 4, text: { ru: 'Название вашей первой школы', en: 'The name of your first school' } },
  { id: 5, text: { ru: 'Имя лучшего друга детства', en: 'The name of your best childhood friend' } },
  { id: 6, text: { ru: 'Марка вашей первой машины', en: 'The make of your first car' } },
];

export const questionIds = SECURITY_QUESTIONS.map((question) => question.id);

export function questionsIn(lang: Lang) {
  return SECURITY_QUESTIONS.map((question) => ({ id: question.id, text: question.text[lang] }));
}
