import * as z from 'zod/mini';

/**
 * Each game's board as the backend sends it (docs/bonus-games-api.md "Boards"), read with its own
 * schema: a board that does not fit is null (the page then shows the play's prize without a board).
 */
const Fortuna = z.object({ sector: z.int() });
const Lottery = z.object({ cells: z.array(z.string()) });
const Chest = z.object({ chests: z.int(), picked: z.nullable(z.int()), prizes: z.nullable(z.array(z.string())) });
const Safe = z.object({ codes: z.array(z.string()), picked: z.nullable(z.int()), opens: z.nullable(z.int()), prize: z.nullable(z.string()) });
const Memory = z.object({
  cards: z.int(),
  turns: z.int(),
  turnsLeft: z.int(),
  faces: z.record(z.string(), z.int()),
  matched: z.array(z.int()),
  up: z.array(z.int()),
});
const Dragon = z.object({
  level: z.int(),
  collected: z.int(),
  burnt: z.int(),
  picks: z.array(z.object({ egg: z.int(), dragon: z.boolean() })),
  dragons: z.nullable(z.array(z.array(z.int()))),
});

export type FortunaBoard = z.infer<typeof Fortuna>;
export type LotteryBoard = z.infer<typeof Lottery>;
export type ChestBoard = z.infer<typeof Chest>;
export type SafeBoard = z.infer<typeof Safe>;
export type MemoryBoard = z.infer<typeof Memory>;
export type DragonBoard = z.infer<typeof Dragon>;

function reader<T>(schema: z.ZodMiniType<T>) {
  return (board: unknown): T | null => {
    const parsed = schema.safeParse(board);
    return parsed.success ? parsed.data : null;
  };
}

export const readFortuna = reader(Fortuna);
export const readLottery = reader(Lottery);
export const readChest = reader(Chest);
export const readSafe = reader(Safe);
export const readMemory = reader(Memory);
export const readDragon = reader(Dragon);

/** The dragon's level: which of its eggs were picked (and were they the dragon). */
export function dragonPickAt(board: DragonBoard, level: number): { egg: number; dragon: boolean } | undefined {
  return board.picks[level];
}
