'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { Idea } from '@/lib/api/ideas/ideas';

/** One of the player's ideas: its category, title, date, state badge, text and the operator's answer under it. */
export function IdeaItem({ idea }: { idea: Idea }) {
  const t = useTranslations('ideas');
  const format = useFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className="idea-item">
      <article aria-labelledby={`idea-${idea.id}-title`}>
        <header className="idea-item__head">
          <p className="idea-item__meta muted">
            <span>{idea.category}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={idea.createdAt}>{t('postedAt', { date: when(idea.createdAt) })}</time>
          </p>
          <p className="pill idea-badge" data-status={idea.status}>
            <span className="visually-hidden">{t('statusLabel')}: </span>
            {t('status', { status: idea.status })}
          </p>
        </header>
        <h3 id={`idea-${idea.id}-title`} className="idea-item__title">
          {idea.title}
        </h3>
        <p className="idea-item__text">{idea.text}</p>
        {idea.answer ? (
          <section className="idea-answer" aria-label={t('answer')}>
            <p className="idea-answer__head muted">
              <span>{t('answer')}</span>
              <span aria-hidden="true"> · </span>
              <time dateTime={idea.answer.at}>{t('answeredAt', { date: when(idea.answer.at) })}</time>
            </p>
            <p className="idea-answer__text">{idea.answer.text}</p>
          </section>
        ) : null}
      </article>
    </li>
  );
}
