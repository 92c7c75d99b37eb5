import type { RealPlayRefusal } from '@/lib/casino/realPlay';
import type { GameMode } from '@/lib/casino/gameFrame';

/**
 * The words of the game's player, formatted on the server from the `casino` namespace
 * (CasinoGameScreen) and handed over as props: the player is a client part of a casino page,
 * whose pages carry no client namespace of their own, and it needs a few dozen words of it only.
 */
export interface CasinoPlayerTexts {
  heading: string;
  playDemo: string;
  playReal: string;
  demoHint: string;
  realHint: string;
  /** Bonuses (docs/bonuses.md): games never stake the bonus account; how rounds count toward a casino bonus. */
  bonusNote: string;
  signInToPlay: string;
  checking: string;
  rightsUnknown: string;
  retry: string;
  refusal: Record<RealPlayRefusal, string>;
  /** Before the end of a self-exclusion or time-out. */
  until: string;
  responsibleLink: string;
  frameTitle: Record<GameMode, string>;
  mode: Record<GameMode, string>;
  session: string;
  elapsed: string;
  net: string;
  rounds: string;
  paused: string;
  close: string;
}

/** `t` of the `casino.player` namespace (next-intl's, on the server or in a test). */
export type PlayerT = (key: string, values?: Record<string, string>) => string;

/** The player's words for one game, from the `casino.player` messages. */
export function casinoPlayerTexts(t: PlayerT, gameName: string): CasinoPlayerTexts {
  return {
    heading: t('heading'),
    playDemo: t('demo'),
    playReal: t('real'),
    demoHint: t('demoHint'),
    realHint: t('realHint'),
    bonusNote: t('bonusNote'),
    signInToPlay: t('signIn'),
    checking: t('checking'),
    rightsUnknown: t('rightsUnknown'),
    retry: t('retry'),
    refusal: {
      banned: t('refusal.banned'),
      blocked: t('refusal.blocked'),
      selfExcluded: t('refusal.selfExcluded'),
      timeOut: t('refusal.timeOut'),
      restricted: t('refusal.restricted'),
    },
    until: t('until'),
    responsibleLink: t('responsibleLink'),
    frameTitle: { demo: t('frameTitle.demo', { name: gameName }), real: t('frameTitle.real', { name: gameName }) },
    mode: { demo: t('mode.demo'), real: t('mode.real') },
    session: t('session'),
    elapsed: t('elapsed'),
    net: t('net'),
    rounds: t('rounds'),
    paused: t('paused'),
    close: t('close'),
  };
}
