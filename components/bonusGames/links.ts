/**
 * The bonus games' links, built by the server screen (BonusGamesScreen): a client part carries no
 * route table to the browser (tests/unit/bundle/firstLoad.test.ts).
 */
export interface BonusGameLinks {
  /** Sign-in and registration, each coming back to the page. */
  login: string;
  registration: string;
  /** Where a bonus prize and a points prize are seen. */
  bonuses: string;
  rewards: string;
}
