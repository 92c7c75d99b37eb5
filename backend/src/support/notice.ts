import type { Clock } from '../clock';
import type { Db } from '../db/handle';
import { findUserById } from '../accounts/users';
import type { Lang } from '../lang';
import { sendMail } from '../mail/outbox';
import type { SupportRequestRow } from './rows';

/**
 * The letter telling a player with an e-mail that support answered (docs/mail-and-sms.md), in the
 * language of the call that answered. Its link opens the office's support page with the request's
 * history modal (docs/support-api.md "Opening the history").
 */
export function historyLink(siteUrl: string | undefined, lang: Lang, requestId: number): string {
  const origin = (siteUrl ?? 'http://localhost:3000').replace(/\/+$/, '');
  return `${origin}/${lang}/office/support?modal=support-history&requestId=${requestId}`;
}

const TEXTS = {
  ru: {
    subject: (id: number) => `Ответ на ваше обращение № ${id}`,
    body: (id: number, text: string, link: string) =>
      `Здравствуйте!\n\nСлужба поддержки ответила на ваше обращение № ${id}:\n\n${text}\n\nВся переписка: ${link}\n`,
  },
  en: {
    subject: (id: number) => `An answer to your request no. ${id}`,
    body: (id: number, text: string, link: string) =>
      `Hello!\n\nSupport has answered your request no. ${id}:\n\n${text}\n\nThe whole thread: ${link}\n`,
  },
} as const;

export function sendAnswerNotice(deps: { db: Db; clock: Clock; siteUrl?: string }, request: SupportRequestRow, text: string, lang: Lang): void {
  const user = findUserById(deps.db, request.user_id);
  if (!user?.email) return;
  const words = TEXTS[lang];
  sendMail(deps.db, deps.clock, {
    userId: user.id,
    to: user.email,
    subject: words.subject(request.id),
    body: words.body(request.id, text, historyLink(deps.siteUrl, lang, request.id)),
  });
}
