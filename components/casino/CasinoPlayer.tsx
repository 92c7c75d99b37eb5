'use client';

import { useRef, useState } from 'react';
import { useFormatter } from 'next-intl';
import type { GameMode } from '@/lib/casino/gameFrame';
import type { RealPlayAccess } from '@/lib/casino/realPlay';
import { AppLink } from '@/components/ui/AppLink';
import type { CasinoPlayerTexts } from './casinoPlayerTexts';
import { GameFrame } from './GameFrame';
import { useRealPlayAccess } from './useRealPlayAccess';

export interface CasinoPlayerProps {
  lng: string;
  gameId: number;
  /** The login page with this game's page as its returnUrl. */
  loginHref: string;
  /** The responsible-gaming page (a refused player's limits). */
  responsibleHref: string;
  texts: CasinoPlayerTexts;
}

/**
 * A playable game's place on its page (docs/casino-games.md): "Play for fun" for anyone, "Play for
 * money" for a signed-in player the backend lets play (a visitor gets the login that brings him
 * back; a refused player reads why); pressed, the game's own page in a sandboxed frame of the
 * site's origin, with the session's time and net position above it.
 */
export function CasinoPlayer({ lng, gameId, loginHref, responsibleHref, texts }: CasinoPlayerProps) {
  const [mode, setMode] = useState<GameMode | null>(null);
  const buttons = useRef<Partial<Record<GameMode, HTMLButtonElement | null>>>({});
  const { access, retry } = useRealPlayAccess(lng);

  const close = () => {
    const closed = mode;
    setMode(null);
    // Back where the player started the game.
    if (closed) requestAnimationFrame(() => buttons.current[closed]?.focus());
  };

  return (
    <section className="casino-play" aria-labelledby="casino-play-heading">
      <h2 id="casino-play-heading" className="casino-play__heading">
        {texts.heading}
      </h2>
      {mode ? (
        <GameFrame key={mode} lng={lng} gameId={gameId} mode={mode} texts={texts} onClose={close} />
      ) : (
        <div className="casino-play__choices">
          <div className="casino-play__choice">
            <button
              ref={(element) => {
                buttons.current.demo = element;
              }}
              type="button"
              className="btn btn--ghost btn--large"
              onClick={() => setMode('demo')}
            >
              {texts.playDemo}
            </button>
            <p className="casino-play__hint">{texts.demoHint}</p>
          </div>
          <div className="casino-play__choice">
            <RealPlay
              access={access}
              texts={texts}
              loginHref={loginHref}
              responsibleHref={responsibleHref}
              retry={retry}
              buttonRef={(element) => {
                buttons.current.real = element;
              }}
              onPlay={() => setMode('real')}
            />
          </div>
        </div>
      )}
    </section>
  );
}

interface RealPlayProps {
  access: RealPlayAccess;
  texts: CasinoPlayerTexts;
  loginHref: string;
  responsibleHref: string;
  retry: () => void;
  buttonRef: (element: HTMLButtonElement | null) => void;
  onPlay: () => void;
}

/** The "Play for money" place: the button, the login, or the reason it is not there. */
function RealPlay({ access, texts, loginHref, responsibleHref, retry, buttonRef, onPlay }: RealPlayProps) {
  const format = useFormatter();
  switch (access.kind) {
    case 'visitor':
      return (
        <>
          <AppLink kind="action" className="btn btn--accent btn--large" href={loginHref}>
            {texts.signInToPlay}
          </AppLink>
          <p className="casino-play__hint">{texts.realHint}</p>
        </>
      );
    case 'checking':
      return (
        <button type="button" className="btn btn--accent btn--large" disabled aria-busy="true" aria-describedby="casino-play-checking">
          {texts.playReal}
          <span id="casino-play-checking" className="visually-hidden">
            {texts.checking}
          </span>
        </button>
      );
    case 'unknown':
      return (
        <p className="casino-play__refusal" role="alert">
          {texts.rightsUnknown}{' '}
          <button type="button" className="btn btn--ghost" onClick={retry}>
            {texts.retry}
          </button>
        </p>
      );
    case 'allowed':
      return (
        <>
          <button ref={buttonRef} type="button" className="btn btn--accent btn--large" onClick={onPlay}>
            {texts.playReal}
          </button>
          <p className="casino-play__hint">{texts.realHint}</p>
          {/* Bonuses (docs/bonuses.md): where the stake comes from, and how it counts toward a casino bonus. */}
          <p className="casino-play__hint">{texts.bonusNote}</p>
        </>
      );
    case 'refused':
      return (
        <div className="casino-play__refusal" role="note">
          <p>{texts.refusal[access.reason]}</p>
          {access.endsAt !== null ? (
            <p>
              {texts.until}{' '}
              <time dateTime={new Date(access.endsAt * 1000).toISOString()}>
                {format.dateTime(new Date(access.endsAt * 1000), { dateStyle: 'long', timeStyle: 'short' })}
              </time>
            </p>
          ) : null}
          <AppLink kind="footer" href={responsibleHref}>{texts.responsibleLink}</AppLink>
        </div>
      );
  }
}
