'use client';

import type { SupportMessage } from '@/lib/api/support/schemas';
import { useSupportText } from './useSupportText';

const typeOf = (contentType: string) => (contentType === 'application/pdf' ? 'PDF' : contentType.replace(/^image\//, '').toUpperCase());

/**
 * A request's messages, oldest first: who wrote, when, the text, attachments as links to the
 * owner-only file (they open in a new tab; the backend serves them inline). The thread and the
 * history modal both show it.
 */
export function ThreadMessages({ messages }: { messages: readonly SupportMessage[] }) {
  const { t, when } = useSupportText();
  return (
    <ol className="support-messages">
      {messages.map((message) => (
        <li key={message.id} className="support-message" data-from={message.from}>
          <p className="support-message__meta">
            <strong>{t('from', { from: message.from })}</strong> · <time dateTime={message.at}>{when(message.at)}</time>
            {message.unread ? <span className="support-tag support-tag--new">{t('newAnswer')}</span> : null}
          </p>
          <p className="support-message__text">{message.text}</p>
          {message.attachments.length > 0 ? (
            <ul className="support-message__files">
              {message.attachments.map((file, index) => (
                <li key={file.fileId}>
                  <a href={file.url} target="_blank" rel="noopener">
                    {t('attachmentLink', { n: index + 1, type: typeOf(file.contentType) })}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
