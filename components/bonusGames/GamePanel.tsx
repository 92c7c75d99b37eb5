'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useBonusGame, type BonusGame } from '@/lib/api/bonusGames/game';
import { buyPlay } from '@/lib/api/bonusGames/buyPlay';
import { makeMove } from '@/lib/api/bonusGames/makeMove';
import { startPlay } from '@/lib/api/bonusGames/startPlay';
import type { BonusGameId, Play } from '@/lib/api/bonusGames/schemas';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectIsSignedIn } from '@/store/slices/app';
import { accountsRequested } from '@/store/listeners/session';
import { ErrorState } from '@/components/ui/ErrorState';
import { GuestNote } from './GuestNote';
import { Board } from './Board';
import { PlayResult } from './PlayResult';
import { ActionError } from './ActionError';
import { useAction } from './useAction';
import type { BonusGameLinks } from './links';

/**
 * A game's board for a signed-in player (docs/bonus-games-api.md): his plays left, the open play
 * or a new one, each move through the backend, the result and where the prize went, buying a play
 * with points. A guest sees the sign-in note; a fault of the backend the error block with a retry.
 */
export function GamePanel({ game, links }: { game: BonusGameId; links: BonusGameLinks }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  return signedIn ? <PlayerPanel game={game} links={links} /> : <GuestNote links={links} />;
}

function PlayerPanel({ game, links }: { game: BonusGameId; links: BonusGameLinks }) {
  const t = useTranslations('bonusGames');
  const lng = useLocale();
  const dispatch = useAppDispatch();
  const { data, error, mutate, isValidating } = useBonusGame(game, lng, true);
  const [play, setPlay] = useState<Play | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const action = useAction();

  if (error && !data) return <ErrorState text={t('error')} onRetry={() => void mutate()} pending={isValidating} />;
  if (!data) {
    return (
      <p className="muted" role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  }
  const current = play ?? data.openPlay;
  const playsLeft = current?.playsLeft ?? data.playsLeft ?? 0;
  const open = current?.status === 'open';

  const settled = (next: Play | null) => {
    if (!next) return;
    setPlay(next);
    setNotice(null);
    if (next.status === 'finished') {
      // A bonus won shows in the balance's bonus account; the screen's plays left and history refresh.
      dispatch(accountsRequested());
      void mutate();
    }
  };
  const start = async () => settled(await action.run(`start-${game}`, (key) => startPlay(game, key, lng)));
  const move = async (body: Record<string, number | boolean>) =>
    current && settled(await action.run(`move-${current.id}-${JSON.stringify(body)}`, (key) => makeMove(game, current.id, body, key, lng)));
  const buy = async () => {
    const next: BonusGame | null = await action.run(`buy-${game}`, (key) => buyPlay(game, key, lng));
    if (next) {
      setNotice(t('bought'));
      void mutate(next, { revalidate: false });
    }
  };

  return (
    <section className="bonus-panel" aria-labelledby="bonus-panel-plays">
      <p id="bonus-panel-plays" className="bonus-panel__plays" data-testid="plays-left">
        {t('playsLeft', { count: playsLeft })}
      </p>
      {open ? <p className="muted">{t('resume')}</p> : null}
      <Board game={game} play={current} terms={data} busy={action.busy} onMove={(body) => void move(body)} />
      {current?.status === 'finished' ? <PlayResult play={current} links={links} /> : null}
      <div role="status" aria-live="polite">
        {notice ? <p className="bonus-notice bonus-notice--ok">{notice}</p> : null}
        <ActionError error={action.error} />
      </div>
      <p className="bonus-panel__actions">
        {!open && playsLeft > 0 ? (
          <button type="button" className="btn btn--accent" disabled={action.busy} onClick={() => void start()}>
            {action.busy ? t('playing') : game === 'fortuna' ? t('board.spin') : current ? t('again') : t('play')}
          </button>
        ) : null}
        {!open ? (
          <button type="button" className="btn btn--ghost" disabled={action.busy} onClick={() => void buy()}>
            {t('buy', { points: data.price })}
          </button>
        ) : null}
      </p>
      {!open && playsLeft === 0 ? <p className="muted">{t('noPlays')}</p> : null}
    </section>
  );
}
