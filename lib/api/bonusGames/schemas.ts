import * as z from 'zod/mini';

// The shapes of the bonus games' answers (docs/bonus-games-api.md), shared by its endpoint files.

export const BONUS_GAME_IDS = ['fortuna', 'chest', 'memory', 'safe', 'lottery', 'dragon'] as const;
export type BonusGameId = (typeof BONUS_GAME_IDS)[number];
export const PRIZE_KINDS = ['none', 'points', 'freeBet', 'casinoBonus'] as const;
export type PrizeKind = (typeof PRIZE_KINDS)[number];

/** A prize of the catalogue in the player's currency; `chance` in percent in a prize table. */
export const PrizeSchema = z.object({
  id: z.string(),
  kind: z.enum(PRIZE_KINDS),
  points: z.nullable(z.int()),
  amount: z.nullable(z.number()),
  currency: z.string(),
  chance: z.optional(z.number()),
});
export type Prize = z.infer<typeof PrizeSchema>;

/** What a finished play won and where it went. */
export const WonSchema = z.object({
  kind: z.enum(PRIZE_KINDS),
  points: z.nullable(z.int()),
  amount: z.nullable(z.number()),
  currency: z.nullable(z.string()),
  bonusId: z.nullable(z.int()),
});
export type Won = z.infer<typeof WonSchema>;

/** A game's public terms; the game's own numbers (turns, levels…) ride along in `extra` fields. */
export const TermsSchema = z.object({
  game: z.enum(BONUS_GAME_IDS),
  price: z.int(),
  expectedPoints: z.number(),
  prizes: z.array(PrizeSchema),
  catalogue: z.array(PrizeSchema),
  cards: z.optional(z.int()),
  turns: z.optional(z.int()),
  codes: z.optional(z.int()),
  chests: z.optional(z.int()),
  eggs: z.optional(z.int()),
  levels: z.optional(z.array(z.object({ dragons: z.int(), points: z.int() }))),
  tiers: z.optional(z.array(z.object({ pairs: z.int(), prize: PrizeSchema }))),
});
export type Terms = z.infer<typeof TermsSchema>;

/** A play as its player sees it; `board` is the game's own (lib/bonusGames/board.ts reads it). */
export const PlaySchema = z.object({
  id: z.int(),
  game: z.enum(BONUS_GAME_IDS),
  status: z.enum(['open', 'finished']),
  commitment: z.string(),
  board: z.record(z.string(), z.unknown()),
  prize: z.nullable(WonSchema),
  reveal: z.nullable(z.object({ salt: z.string(), secret: z.string() })),
  playsLeft: z.int(),
  createdAt: z.string(),
  finishedAt: z.nullable(z.string()),
});
export type Play = z.infer<typeof PlaySchema>;
