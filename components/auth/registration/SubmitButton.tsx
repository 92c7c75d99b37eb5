'use client';

import { useTranslations } from 'next-intl';
import { SubmitButton as AuthSubmit } from '../Field';

/** The register button: busy and disabled while the call runs, so a double click sends one. */
export function SubmitButton({ pending, label }: { pending: boolean; label?: string }) {
  const t = useTranslations('registration');
  return <AuthSubmit busy={pending} label={label ?? t('submit')} busyLabel={t('submitting')} />;
}
