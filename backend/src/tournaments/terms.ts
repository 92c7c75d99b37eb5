/** The numbers of casino tournaments (docs/tournaments-api.md). */

/** Places a tournament's page shows of its leaderboard. */
export const LEADERBOARD_SIZE = 20;

/** Places a list card shows. */
export const LIST_TOP_SIZE = 3;

/** Games a tournament's page lists of those that count (the most popular). */
export const GAMES_SHOWN = 12;
