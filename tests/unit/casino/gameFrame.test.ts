import { describe, expect, it } from 'vitest';
import { API_PREFIXES } from '@/lib/config/backend';
import { SITE_API_PREFIXES } from '@/lib/config/siteProxy.mjs';
import { isApiPath } from '@/lib/net/siteRequest.mjs';
import { contentSecurityPolicy } from '@/lib/security/headers';
import {
  GAME_FRAME_SANDBOX,
  GAME_PAGE_PATH,
  elapsedNow,
  formatElapsed,
  gameFrameSrc,
  gameStateOf,
  type ExpectedGame,
  type FrameMessage,
} from '@/lib/casino/gameFrame';

// The game page in the site's frame, and the messages the page believes.
const ORIGIN = 'http://localhost:3000';
const EXPECTED: ExpectedGame = { origin: ORIGIN, gameId: 3001, mode: 'demo' };

const state = (over: Record<string, unknown> = {}) => ({
  type: 'casino-game:state',
  gameId: 3001,
  mode: 'demo',
  balance: 998.5,
  currency: 'FUN',
  summary: { startedAt: '2026-11-24T10:00:00.000Z', elapsedSeconds: 42, rounds: 3, staked: 3, won: 1.5, net: -1.5 },
  ...over,
});
const message = (data: unknown, over: Partial<FrameMessage> = {}): FrameMessage => ({ origin: ORIGIN, data, fromGameFrame: true, ...over });

describe('the game state message (casino-game:state)', () => {
  it('is read when it comes from the page origin and the game frame, with the game and mode opened', () => {
    expect(gameStateOf(message(state()), EXPECTED)).toEqual(state());
    expect(gameStateOf(message(state({ mode: 'real', currency: 'RUB' })), { ...EXPECTED, mode: 'real' })?.summary.net).toBe(-1.5);
  });

  it('is ignored from another origin, even one that only looks alike', () => {
    for (const origin of ['https://evil.example', 'http://localhost:3001', 'http://localhost:3000.evil.example', 'null', '']) {
      expect(gameStateOf(message(state(), { origin }), EXPECTED), origin).toBeNull();
    }
  });

  it('is ignored from a window that is not the game frame (another frame, a popup, the page itself)', () => {
    expect(gameStateOf(message(state(), { fromGameFrame: false }), EXPECTED)).toBeNull();
  });

  it('is ignored on an opaque page origin (a sandboxed parent)', () => {
    expect(gameStateOf(message(state(), { origin: 'null' }), { ...EXPECTED, origin: 'null' })).toBeNull();
  });

  it('is ignored when it is about another game or the other mode (a frame of the mode just closed)', () => {
    expect(gameStateOf(message(state({ gameId: 3002 })), EXPECTED)).toBeNull();
    expect(gameStateOf(message(state({ mode: 'real' })), EXPECTED)).toBeNull();
  });

  it('is ignored when its shape is wrong: another type, missing or mistyped figures, not an object', () => {
    const bad = [
      state({ type: 'casino-game:pause' }),
      state({ summary: { elapsedSeconds: 1, rounds: 0, staked: 0, won: 0 } }),
      state({ summary: { startedAt: 'x', elapsedSeconds: '42', rounds: 3, staked: 3, won: 1.5, net: -1.5 } }),
      state({ summary: { startedAt: 'x', elapsedSeconds: -1, rounds: 3, staked: 3, won: 1.5, net: -1.5 } }),
      state({ summary: { startedAt: 'x', elapsedSeconds: 1.5, rounds: 3, staked: 3, won: 1.5, net: -1.5 } }),
      state({ mode: 'bonus' }),
      state({ gameId: '3001' }),
      state({ balance: null }),
      state({ currency: '' }),
      'casino-game:state',
      null,
      undefined,
      42,
      [state()],
    ];
    for (const data of bad) expect(gameStateOf(message(data), EXPECTED), JSON.stringify(data)).toBeNull();
  });

  it('keeps only the fields it knows', () => {
    const read = gameStateOf(message(state({ extra: '<script>' })), EXPECTED);
    expect(read).not.toHaveProperty('extra');
  });
});

describe('the session clock', () => {
  it('formats elapsed seconds as a clock', () => {
    expect([0, 7, 59, 60, 754, 3599, 3600, 3723, 36000].map(formatElapsed)).toEqual([
      '0:00',
      '0:07',
      '0:59',
      '1:00',
      '12:34',
      '59:59',
      '1:00:00',
      '1:02:03',
      '10:00:00',
    ]);
    expect(formatElapsed(-5)).toBe('0:00');
    expect(formatElapsed(61.9)).toBe('1:01');
  });

  it('runs on from the last report between rounds', () => {
    const reported = { summary: { elapsedSeconds: 42 } } as Parameters<typeof elapsedNow>[0];
    expect(elapsedNow(reported, 1_000_000, 1_000_000)).toBe(42);
    expect(elapsedNow(reported, 1_000_000, 1_005_999)).toBe(47);
    // A clock that went back never counts backwards.
    expect(elapsedNow(reported, 1_000_000, 999_000)).toBe(42);
  });
});

describe('the frame and its origin', () => {
  it('points at the backend game page on the site origin, with mode and language', () => {
    expect(gameFrameSrc(3001, 'demo', 'ru')).toBe('/casino-games/3001?mode=demo&lng=ru');
    expect(gameFrameSrc(3001, 'real', 'en')).toBe('/casino-games/3001?mode=real&lng=en');
    expect(GAME_FRAME_SANDBOX.split(' ').sort()).toEqual(['allow-same-origin', 'allow-scripts']);
  });

  it('the site proxies the game page to the backend like the API prefixes (rewrite, proxy key, body limit)', () => {
    expect(API_PREFIXES).toContain(GAME_PAGE_PATH);
    expect(SITE_API_PREFIXES).toContain(GAME_PAGE_PATH);
    expect(isApiPath('/casino-games/3001?mode=demo&lng=ru')).toBe(true);
    expect(isApiPath('/ru/casino-games/3001')).toBe(false);
  });

  it("the site's policy frames its own origin only (and Google's sign-in frame), and nobody frames the site", () => {
    const policy = new Map(
      contentSecurityPolicy({ siteUrl: 'https://bet.example', fragmentOrigins: ['https://cdn.example.com'] })
        .split('; ')
        .map((directive) => {
          const [name, ...sources] = directive.split(' ');
          return [name, sources] as const;
        }),
    );
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });
});
