'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { DocumentsPage } from '@/lib/api/documents/documents';

/** The verification level (0–3, docs/documents-api.md), what the next one needs, and whether large withdrawals are open. */
export function LevelSummary({ page }: { page: DocumentsPage }) {
  const t = useTranslations('documents');
  const id = useId();
  return (
    <section className="documents-level" aria-labelledby={id}>
      <h2 id={id} className="documents-level__title">
        {t('levelTitle')}
      </h2>
      <p className="documents-level__value">{t('level', { level: String(page.level), max: page.maxLevel })}</p>
      <meter className="documents-level__meter" min={0} max={page.maxLevel} value={page.level} aria-hidden="true" />
      <p className="muted">{page.nextKind ? t('next', { kind: page.nextKind }) : t('top')}</p>
      <p className={page.identified ? 'documents-level__ok' : 'muted'}>{page.identified ? t('identified') : t('notIdentified')}</p>
    </section>
  );
}
