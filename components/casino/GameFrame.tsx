'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFormatter } from 'next-intl';
import { moneyFormat } from '@/lib/account/moneyFormat';
import {
  GAME_FRAME_SANDBOX,
  GAME_PAUSE_MESSAGE,
  GAME_RESUME_MESSAGE,
  elapsedNow,
  formatElapsed,
  gameFrameSrc,
  gameStateOf,
  type GameMode,
  type GameState,
} from '@/lib/casino/gameFrame';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { accountsRequested } from '@/store/listeners/session';
import { selectOpenModals } from '@/store/slices/modals';
import type { CasinoPlayerTexts } from './casinoPlayerTexts';

interface GameFrameProps {
  lng: string;
  gameId: number;
  mode: GameMode;
  texts: CasinoPlayerTexts;
  onClose: () => void;
}

interface Reported {
  state: GameState;
  /** When the page got it (Date.now()), so the clock runs on between rounds. */
  receivedAt: number;
}

/**
 * The game in its frame (docs/casino-games.md "Game page"): the backend's page from the site's own
 * origin, sandboxed to its scripts and that origin. Above it the session's elapsed time and net
 * position as the game reports them after every answer (UKGC RTS 14); while any dialog of the site
 * is open (the reality check above all) the game is paused, and resumed when the last one closes.
 */
export function GameFrame({ lng, gameId, mode, texts, onClose }: GameFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [reported, setReported] = useState<Reported | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [loads, setLoads] = useState(0);
  const paused = useAppSelector(selectOpenModals).length > 0;
  const dispatch = useAppDispatch();

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const source = frame.current?.contentWindow ?? null;
      const state = gameStateOf(
        { origin: event.origin, data: event.data, fromGameFrame: source !== null && event.source === source },
        { origin: window.location.origin, gameId, mode },
      );
      if (!state) return;
      setReported({ state, receivedAt: Date.now() });
      // Real money moved: the header's balance follows.
      if (mode === 'real') dispatch(accountsRequested());
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [gameId, mode, dispatch]);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  // Told on every change and on every load of the game's page (a page loaded while a dialog is open
  // starts paused). Only a pause the page sent is lifted: a resume out of the blue would clear the
  // game's own status line.
  const pauseSent = useRef(false);
  useEffect(() => {
    const target = frame.current?.contentWindow;
    if (loads === 0 || !target) return;
    if (paused) {
      target.postMessage(GAME_PAUSE_MESSAGE, window.location.origin);
      pauseSent.current = true;
    } else if (pauseSent.current) {
      target.postMessage(GAME_RESUME_MESSAGE, window.location.origin);
      pauseSent.current = false;
    }
  }, [paused, loads]);

  // The game opens where the buttons were: brought up under the header, the frame focused for the keyboard.
  const game = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // (`?.()`: a test DOM has no scrollIntoView.)
    (game.current?.closest('.casino-play') ?? game.current)?.scrollIntoView?.({ block: 'start' });
    frame.current?.focus({ preventScroll: true });
  }, []);

  return (
    <div ref={game} className={`casino-play__game casino-play__game--${mode}`}>
      <SessionFigures mode={mode} reported={reported} now={now} texts={texts}>
        <button type="button" className="btn btn--ghost casino-play__close" onClick={onClose}>
          {texts.close}
        </button>
      </SessionFigures>
      <p className="casino-play__paused" role="status">
        {paused ? texts.paused : ''}
      </p>
      <div className="casino-play__frame-box">
        <iframe
          ref={frame}
          className="casino-play__frame"
          src={gameFrameSrc(gameId, mode, lng)}
          sandbox={GAME_FRAME_SANDBOX}
          title={texts.frameTitle[mode]}
          onLoad={() => setLoads((count) => count + 1)}
        />
      </div>
    </div>
  );
}

interface SessionFiguresProps {
  mode: GameMode;
  reported: Reported | null;
  now: number;
  texts: CasinoPlayerTexts;
  /** The close control, beside the heading. */
  children: ReactNode;
}

/** The session's time in play and net position (UKGC RTS 14), above the game. */
function SessionFigures({ mode, reported, now, texts, children }: SessionFiguresProps) {
  const format = useFormatter();
  const state = reported?.state;
  const seconds = reported ? elapsedNow(reported.state, reported.receivedAt, now) : 0;
  const net = state ? format.number(state.summary.net, { ...moneyFormat(state.currency), signDisplay: 'exceptZero' }) : '—';
  const tone = !state || state.summary.net === 0 ? '' : state.summary.net > 0 ? ' casino-play__net--up' : ' casino-play__net--down';
  return (
    <section className="casino-play__bar" aria-labelledby="casino-play-session">
      <h3 id="casino-play-session" className="casino-play__mode">
        {texts.session}: {texts.mode[mode]}
      </h3>
      {children}
      <dl className="casino-play__figures">
        <div>
          <dt id="casino-play-elapsed">{texts.elapsed}</dt>
          <dd aria-labelledby="casino-play-elapsed">
            <time dateTime={`PT${seconds}S`}>{formatElapsed(seconds)}</time>
          </dd>
        </div>
        <div>
          <dt id="casino-play-net">{texts.net}</dt>
          <dd aria-labelledby="casino-play-net" className={`casino-play__net${tone}`}>
            {net}
          </dd>
        </div>
        <div>
          <dt id="casino-play-rounds">{texts.rounds}</dt>
          <dd aria-labelledby="casino-play-rounds">{state ? state.summary.rounds : 0}</dd>
        </div>
      </dl>
    </section>
  );
}
