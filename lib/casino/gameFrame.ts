import * as z from 'zod/mini';

/**
 * The casino game page in the site's frame (docs/casino-games.md "Game page", "Messages with the
 * site's page"): where the frame points, and the messages the two exchange. The game page is served
 * by the backend from the site's own origin (`/casino-games/*` proxied like `/web-api`), so a
 * message is believed only when it comes from that origin and from the game's own frame.
 */

/** The backend's game page, framed from the site's origin. */
export const GAME_PAGE_PATH = '/casino-games';

export const GAME_MODES = ['demo', 'real'] as const;
export type GameMode = (typeof GAME_MODES)[number];

/** What the frame's `sandbox` allows: its own scripts, and its own origin (the site's cookies). */
export const GAME_FRAME_SANDBOX = 'allow-scripts allow-same-origin';

/** The game posts this to its parent after every answer of the play API. */
export const GAME_STATE_MESSAGE = 'casino-game:state';
/** The site asks the game to stop taking stakes (a dialog of the site is open) and to go on again. */
export const GAME_PAUSE_MESSAGE = { type: 'casino-game:pause' } as const;
export const GAME_RESUME_MESSAGE = { type: 'casino-game:resume' } as const;

/** The game page's address for one game, mode and language. */
export function gameFrameSrc(gameId: number, mode: GameMode, lng: string): string {
  return `${GAME_PAGE_PATH}/${gameId}?${new URLSearchParams({ mode, lng })}`;
}

/** The session's figures the game reports (UKGC RTS 14): time in play and net position, in major units. */
const SummarySchema = z.object({
  startedAt: z.string(),
  elapsedSeconds: z.int().check(z.nonnegative()),
  rounds: z.int().check(z.nonnegative()),
  staked: z.number(),
  won: z.number(),
  net: z.number(),
});

export const GameStateMessageSchema = z.object({
  type: z.literal(GAME_STATE_MESSAGE),
  gameId: z.int(),
  mode: z.enum(GAME_MODES),
  balance: z.number(),
  currency: z.string().check(z.minLength(1)),
  summary: SummarySchema,
});
export type GameState = z.infer<typeof GameStateMessageSchema>;

/** A `message` event as the page sees it: who sent it, from where, and what. */
export interface FrameMessage {
  origin: string;
  data: unknown;
  /** Whether `event.source` is the game's frame (its `contentWindow`). */
  fromGameFrame: boolean;
}

export interface ExpectedGame {
  /** The page's own origin (`window.location.origin`): the only one the game is served from. */
  origin: string;
  gameId: number;
  mode: GameMode;
}

/**
 * The game's state when the message is the game's own: from the page's origin, from its frame, of
 * the shape above, and about the game and mode the page opened. Anything else (another window, a
 * frame of another origin, a stale message of the other mode, a bad payload) is null and ignored.
 */
export function gameStateOf(message: FrameMessage, expected: ExpectedGame): GameState | null {
  if (!message.fromGameFrame || message.origin !== expected.origin || expected.origin === 'null') return null;
  const parsed = GameStateMessageSchema.safeParse(message.data);
  if (!parsed.success) return null;
  const state = parsed.data;
  return state.gameId === expected.gameId && state.mode === expected.mode ? state : null;
}

/** Elapsed time as a clock: `0:07`, `12:30`, `1:02:03`. */
export function formatElapsed(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor(seconds / 60) % 60;
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/**
 * The session's elapsed seconds now: what the game last reported plus the time since, so the clock
 * keeps running between rounds (the game's own meter does the same).
 */
export function elapsedNow(state: Pick<GameState, 'summary'>, receivedAt: number, now: number): number {
  return state.summary.elapsedSeconds + Math.max(0, Math.floor((now - receivedAt) / 1000));
}
