'use client';

import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { useAppDispatch } from '@/store/hooks';
import { modalOpened } from '@/store/slices/modals';
import { NewRequestForm } from './NewRequestForm';
import { SupportList } from './SupportList';
import { SupportThread } from './SupportThread';
import { useSupportText } from './useSupportText';
import '@/app/styles/support.css';

type View = { kind: 'list' } | { kind: 'new' } | { kind: 'thread'; id: number };

/** The page's address that opens a request's history modal (the answer letter's link; docs/support-api.md). */
export const HISTORY_MODAL_PARAM = 'support-history';

/**
 * `office/support`: the player's support requests, a new one, a request's thread. Opened with
 * `?modal=support-history&requestId=N` (the answer letter's link), it shows that request's thread
 * with its history modal on top (shell-and-routing.md §2 "support request history").
 */
export function SupportScreen() {
  const { t } = useSupportText();
  const dispatch = useAppDispatch();
  const search = useSearchParams();
  const asked = Number(search.get('requestId'));
  const historyOf = search.get('modal') === HISTORY_MODAL_PARAM && Number.isInteger(asked) && asked > 0 ? asked : null;
  const [view, setView] = useState<View>(historyOf ? { kind: 'thread', id: historyOf } : { kind: 'list' });

  const opened = useRef<number | null>(null);
  useEffect(() => {
    if (historyOf === null || opened.current === historyOf) return;
    opened.current = historyOf;
    // The event is handled once: the address loses it, so a reload or Back does not open it again.
    const rest = new URLSearchParams(window.location.search);
    rest.delete('modal');
    rest.delete('requestId');
    const query = rest.toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
    dispatch(modalOpened({ kind: 'supportHistory', props: { requestId: historyOf } }));
  }, [dispatch, historyOf]);

  return (
    <div className="support-screen">
      {view.kind === 'thread' ? (
        <SupportThread key={view.id} requestId={view.id} onBack={() => setView({ kind: 'list' })} />
      ) : view.kind === 'new' ? (
        <NewRequestForm onCreated={(id) => setView({ kind: 'thread', id })} onCancel={() => setView({ kind: 'list' })} />
      ) : (
        <>
          <p className="muted">{t('intro')}</p>
          <p>
            <button type="button" className="btn btn--accent" onClick={() => setView({ kind: 'new' })}>
              {t('newRequest')}
            </button>
          </p>
          <SupportList onOpen={(id) => setView({ kind: 'thread', id })} />
        </>
      )}
    </div>
  );
}
