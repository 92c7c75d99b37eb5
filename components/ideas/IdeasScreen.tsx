'use client';

import { useTranslations } from 'next-intl';
import { IdeaForm } from './IdeaForm';
import { IdeasList } from './IdeasList';
import '@/app/styles/ideas.css';

/** `office/share-idea` (docs/ideas-api.md): the form for a new idea, then the player's ideas and the operator's answers. */
export function IdeasScreen() {
  const t = useTranslations('ideas');
  return (
    <div className="ideas-screen">
      <p className="ideas-screen__intro muted">{t('intro')}</p>
      <IdeaForm />
      <IdeasList />
    </div>
  );
}
