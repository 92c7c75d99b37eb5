'use client';

import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { fetchSupportRequests, supportRequestsKey } from '@/lib/api/support/requests';
import { ErrorState } from '@/components/ui/ErrorState';
import { StatusTag } from './StatusTag';
import { useSupportText } from './useSupportText';

/** The player's requests, last written to first: topic, subject, state, last message, unread answers. */
export function SupportList({ onOpen }: { onOpen: (id: number) => void }) {
  const lng = useLocale();
  const { t, when } = useSupportText();
  const { data, error, mutate, isValidating } = useSWR(supportRequestsKey(lng), () => fetchSupportRequests(lng));
  if (error && !data) return <ErrorState onRetry={() => void mutate()} pending={isValidating} />;
  if (!data)
    return (
      <p className="muted" role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  if (data.items.length === 0) return <p className="empty-state">{t('empty')}</p>;
  return (
    <section aria-labelledby="support-list-title">
      <h2 id="support-list-title" className="support-heading">
        {t('listTitle')}
      </h2>
      <ul className="support-list">
        {data.items.map((item) => (
          <li key={item.id} className="support-item" data-unread={item.unread > 0}>
            <button type="button" className="support-item__open" onClick={() => onOpen(item.id)}>
              <span className="support-item__subject">{item.subject}</span>
              {item.unread > 0 ? <span className="support-badge">{t('unreadBadge', { count: item.unread })}</span> : null}
            </button>
            <p className="support-item__meta muted">
              {item.topic.name} · <StatusTag status={item.status} /> ·{' '}
              {t('lastMessage', { when: when(item.updatedAt) })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
