'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { useLocale, useTranslations } from 'next-intl';
import { documentsKey, fetchDocuments, type DocumentKind, type PlayerDocument } from '@/lib/api/documents/documents';
import { href } from '@/lib/routes/href';
import { AppLink as Link } from '@/components/ui/AppLink';
import { ErrorState } from '@/components/ui/ErrorState';
import { DocumentCard } from './DocumentCard';
import { LevelSummary } from './LevelSummary';
import '@/app/styles/documents.css';

/**
 * The kinds each page asks for (docs/documents-api.md): identification is the simplified one of the
 * information page `simpleidentification` (the identity document and a selfie with it, which lift
 * the withdrawal limit); verification asks for all three levels.
 */
const KINDS: Readonly<Record<'verification' | 'identification', readonly DocumentKind[]>> = {
  verification: ['identity', 'selfie', 'address'],
  identification: ['identity', 'selfie'],
};

/** `office/verification` and `office/identification`: the player's documents and his verification level. */
export function VerificationScreen({ identification }: { identification: boolean }) {
  const t = useTranslations('documents');
  const lng = useLocale();
  const { data, error, mutate, isValidating } = useSWR(documentsKey, fetchDocuments);
  const [note, setNote] = useState<string | null>(null);

  if (error && !data) return <ErrorState onRetry={() => void mutate()} pending={isValidating} />;
  if (!data) {
    return (
      <p className="muted" role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  }

  // The newest document of each kind is the one that counts (an older rejected one is history).
  const latest = new Map<DocumentKind, PlayerDocument>();
  for (const document of data.documents) if (!latest.has(document.kind)) latest.set(document.kind, document);

  return (
    <div className="documents-screen">
      <p className="documents-intro">
        {identification ? t('introIdentification') : t('introVerification')}{' '}
        {identification ? (
          <Link kind="footer" href={href(lng, 'info', { page: 'simpleidentification' })}>
            {t('simpleLink')}
          </Link>
        ) : null}
      </p>
      <LevelSummary page={data} />
      <ul className="documents-list">
        {KINDS[identification ? 'identification' : 'verification'].map((kind) => (
          <li key={kind}>
            <DocumentCard
              kind={kind}
              document={latest.get(kind) ?? null}
              onChanged={(text, next) => {
                setNote(text);
                void (next === undefined ? mutate() : mutate(next, { revalidate: false }));
              }}
            />
          </li>
        ))}
      </ul>
      <p className="documents-note" role="status">
        {note}
      </p>
    </div>
  );
}
