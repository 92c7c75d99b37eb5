'use client';

import { useCallback, useEffect } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import { useSecurityOverview, type SecurityOverview } from '@/lib/api/security/overview';
import { sessionsKey } from '@/lib/api/security/sessions';
import { ErrorState } from '@/components/ui/ErrorState';
import { useAppSelector } from '@/store/hooks';
import { selectIsSignedIn } from '@/store/slices/app';
import { selectUserConfig } from '@/store/slices/user';
import { PasswordSection } from './PasswordSection';
import { PhoneSection } from './PhoneSection';
import { ProtectionSection } from './ProtectionSection';
import { QuestionSection } from './QuestionSection';
import { SECTION_IDS } from './sections';
import { SessionsSection } from './SessionsSection';
import { TwoStepSection } from './twoStep/TwoStepSection';
import { useConfigRefresh } from './useConfigRefresh';
import '@/app/styles/security.css';

/** `office/security`: the password, two-step sign-in, sessions, the phone, the security question and the protection level. */
export function SecurityScreen() {
  const t = useTranslations('security');
  const signedIn = useAppSelector(selectIsSignedIn);
  if (!signedIn) return <p className="empty-state">{t('signedOut')}</p>;
  return <SecurityPage />;
}

function SecurityPage() {
  const t = useTranslations('security');
  const lng = useLocale();
  const overview = useSecurityOverview(lng);
  const refreshConfig = useConfigRefresh();
  const { mutate } = useSWRConfig();
  const { mutate: setOverview } = overview;

  // A change answers the page's new state: shown at once, and the shell's user config read again
  // so the protection level elsewhere agrees (docs/security-api.md).
  const changed = useCallback(
    (fresh: SecurityOverview) => {
      void setOverview(fresh, { revalidate: false });
      void refreshConfig();
    },
    [setOverview, refreshConfig],
  );
  const passwordChanged = useCallback(
    (fresh: SecurityOverview) => {
      changed(fresh);
      // Every other session ended.
      void mutate(sessionsKey(lng));
    },
    [changed, mutate, lng],
  );

  useTwoStepFollow(overview.data, overview.mutate);

  if (!overview.data) {
    return overview.error ? (
      <ErrorState text={t('loadError')} onRetry={() => void overview.mutate()} pending={overview.isValidating} />
    ) : (
      <p className="muted" role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  }
  const data = overview.data;
  return (
    <div className="security-screen">
      <ProtectionSection overview={data} />
      <PasswordSection onChanged={passwordChanged} />
      <div className="security-two-step" id={SECTION_IDS.twoStep}>
        <TwoStepSection />
      </div>
      <SessionsSection />
      <PhoneSection overview={data} onChanged={changed} />
      <QuestionSection overview={data} onChanged={changed} />
    </div>
  );
}

/**
 * Two-step sign-in is turned on and off in its own section (./twoStep), which knows nothing of this
 * page: when the shell's user config says it changed, the level is read again, since it counts it.
 */
function useTwoStepFollow(data: SecurityOverview | undefined, revalidate: () => Promise<unknown>) {
  const twoStep = useAppSelector((state) => selectUserConfig(state)?.protection_methods.enable_two_factor_auth);
  const shown = data?.two_step;
  useEffect(() => {
    if (twoStep !== undefined && shown !== undefined && twoStep !== shown) void revalidate();
  }, [twoStep, shown, revalidate]);
}
