'use client';

import { useState } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { revokeSession } from '@/lib/api/security/revokeSession';
import { useSessions, type SecuritySession } from '@/lib/api/security/sessions';
import { signOutOthers } from '@/lib/api/security/signOutOthers';
import { ErrorState } from '@/components/ui/ErrorState';
import { Outcome } from './Field';
import { SECTION_IDS } from './sections';
import { useSecurityError } from './useSecurityError';

/**
 * The player's live sessions (docs/security-api.md "Sessions"): device, address, last seen, this one
 * marked; "sign out" for each other one and "sign out everywhere else".
 */
export function SessionsSection() {
  const t = useTranslations('security.sessions');
  const lng = useLocale();
  const format = useFormatter();
  const failureOf = useSecurityError();
  const sessions = useSessions(lng);
  const [busy, setBusy] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });

  const act = async (key: string, call: () => Promise<string>) => {
    setBusy(key);
    setDone(null);
    setFailed(null);
    try {
      setDone(await call());
    } catch (error) {
      setFailed(failureOf(error).text);
    } finally {
      setBusy(null);
      void sessions.mutate();
    }
  };
  const signOutOne = (session: SecuritySession) =>
    act(session.id, async () => {
      await revokeSession(session.id);
      return t('signedOutOne');
    });
  const signOutRest = () =>
    act('others', async () => t('signedOutOthers', { count: await signOutOthers() }));

  const list = sessions.data;
  const others = list?.filter((session) => !session.current).length ?? 0;
  return (
    <section className="panel security-section" aria-labelledby={`${SECTION_IDS.sessions}-title`} id={SECTION_IDS.sessions}>
      <h2 id={`${SECTION_IDS.sessions}-title`} className="panel__title">
        {t('title')}
      </h2>
      {sessions.error && !list ? (
        <ErrorState compact text={t('loadError')} onRetry={() => void sessions.mutate()} pending={sessions.isValidating} />
      ) : !list ? (
        <p className="muted" role="status" aria-busy="true">
          {t('loading')}
        </p>
      ) : (
        <>
          <ul className="security-sessions">
            {list.map((session) => {
              const device = session.device || t('unknownDevice');
              return (
                <li key={session.id} className="security-session" data-current={session.current || undefined}>
                  <div className="security-session__facts">
                    <p className="security-session__device">
                      {device}
                      {session.current ? <span className="security-badge">{t('current')}</span> : null}
                    </p>
                    <p className="muted">
                      {session.address || t('unknownAddress')} · {t('lastSeen', { when: when(session.last_seen_at) })}
                    </p>
                  </div>
                  {session.current ? null : (
                    <button
                      type="button"
                      className="btn btn--ghost"
                      disabled={busy !== null}
                      aria-label={t('signOutLabel', { device })}
                      onClick={() => void signOutOne(session)}
                    >
                      {busy === session.id ? t('signingOut') : t('signOut')}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
          {others === 0 ? <p className="muted">{t('onlyThis')}</p> : null}
          <div className="security-actions">
            <button type="button" className="btn btn--ghost" disabled={busy !== null || others === 0} onClick={() => void signOutRest()}>
              {busy === 'others' ? t('signingOut') : t('signOutOthers')}
            </button>
          </div>
        </>
      )}
      <Outcome done={done} failed={failed} />
    </section>
  );
}
