/** A boolean column (INTEGER 0/1) as better-sqlite3 returns it. */
export type Flag = 0 | 1;

/** Column values as they are stored: booleans as 0/1, lists and objects as JSON text. */
export const flag = (value: boolean): Flag => (value ? 1 : 0);
export const json = (value: unknown): string => JSON.stringify(value);
