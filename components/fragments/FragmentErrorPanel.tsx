'use client';

import { useTranslations } from 'next-intl';
import { ErrorState } from '@/components/ui/ErrorState';

/**
 * The error block of a remote fragment (shell-and-routing.md §2): 'main_dictionary_load_error',
 * 'main_dictionary_refresh_page' and the 'main_refreshing_button' that reloads the fragment.
 */
export function FragmentErrorPanel({ onRefresh }: { onRefresh: () => void }) {
  const t = useTranslations('fragments');
  return (
    <ErrorState
      compact
      text={t('main_dictionary_load_error')}
      hint={t('main_dictionary_refresh_page')}
      retryLabel={t('main_refreshing_button')}
      onRetry={onRefresh}
    />
  );
}
