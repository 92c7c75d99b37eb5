'use client';

import useSWR from 'swr';
import { useLocale, useTranslations } from 'next-intl';
import { fetchIdeas, ideasKey } from '@/lib/api/ideas/ideas';
import { ErrorState } from '@/components/ui/ErrorState';
import { IdeaItem } from './IdeaItem';

/** The player's ideas, newest first (docs/ideas-api.md), with the loading, empty and error states. */
export function IdeasList() {
  const t = useTranslations('ideas');
  const lng = useLocale();
  const { data, error, mutate, isValidating } = useSWR(ideasKey(lng), () => fetchIdeas(lng));
  return (
    <section className="ideas-list" aria-labelledby="ideas-list-heading">
      <h2 id="ideas-list-heading" className="panel__title">
        {t('listTitle')}
        {/* The space names the heading "My ideas 2 ideas"; the flex row draws the gap. */}
        {data && data.length > 0 ? <> <span className="ideas-list__count muted">{t('count', { count: data.length })}</span></> : null}
      </h2>
      {error && !data ? (
        <ErrorState text={t('listError')} onRetry={() => void mutate()} pending={isValidating} />
      ) : !data ? (
        <p className="muted" role="status" aria-busy="true">
          {t('loading')}
        </p>
      ) : data.length === 0 ? (
        <p className="empty-state">{t('empty')}</p>
      ) : (
        <ul className="ideas-list__items">
          {data.map((idea) => (
            <IdeaItem key={idea.id} idea={idea} />
          ))}
        </ul>
      )}
    </section>
  );
}
