import { toMajor } from '../accounts/money';
import { loadCatalogue } from '../casino/casino';
import { gameListItem } from '../casino/view';
import type { Db } from '../db/handle';
import type { Lang } from '../lang';
import { liveStandings } from './finish';
import { countedGameIds } from './rounds';
import { maskLogin, SCORE_SCALE } from './scoring';
import { entryCount, joinedAt, loginsOf, prizesOf, resultsOf, type TournamentRow } from './store';
import { GAMES_SHOWN, LEADERBOARD_SIZE, LIST_TOP_SIZE } from './terms';

/** One place of a leaderboard: live while the tournament runs, the kept one once it finished. */
export interface Place {
  place: number;
  userId: number | null;
  login: string;
  scoreBp: number;
  rounds: number;
  prizeMinor: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const score = (bp: number) => bp / SCORE_SCALE;

/** The leaderboard as it stands: upcoming none, running from the rounds, finished as kept. */
export function placesOf(db: Db, tournament: TournamentRow): Place[] {
  if (tournament.status === 'upcoming') return [];
  if (tournament.status === 'finished') {
    return resultsOf(db, tournament.id).map((row) => ({
      place: row.place,
      userId: row.user_id,
      login: row.login,
      scoreBp: row.score_bp,
      rounds: row.rounds,
      prizeMinor: row.prize_minor,
    }));
  }
  const standings = liveStandings(db, tournament);
  const prizes = new Map(prizesOf(db, tournament.id).map((prize) => [prize.place, prize.amount_minor]));
  const logins = loginsOf(db, standings.map((standing) => standing.userId));
  return standings.map((standing, index) => ({
    place: index + 1,
    userId: standing.userId,
    login: logins.get(standing.userId) ?? '',
    scoreBp: standing.scoreBp,
    rounds: standing.rounds,
    prizeMinor: prizes.get(index + 1) ?? 0,
  }));
}

const placeView = (place: Place, userId: number | null) => ({
  place: place.place,
  login: maskLogin(place.login),
  score: score(place.scoreBp),
  rounds: place.rounds,
  prize: toMajor(place.prizeMinor),
  isMe: userId !== null && place.userId === userId,
});

/** A tournament's card (GET /web-api/casino/tournaments): status, window, scoring, prize fund, top 3. */
export function tournamentCard(db: Db, tournament: TournamentRow, lang: Lang, places = placesOf(db, tournament)) {
  const prizes = prizesOf(db, tournament.id);
  return {
    id: tournament.id,
    title: lang === 'en' ? tournament.title_en : tournament.title_ru,
    text: lang === 'en' ? tournament.text_en : tournament.text_ru,
    status: tournament.status,
    startsAt: iso(tournament.starts_at),
    endsAt: iso(tournament.ends_at),
    scoring: tournament.scoring,
    currency: tournament.iso,
    minBet: toMajor(tournament.min_bet_minor),
    minRounds: tournament.min_rounds,
    prizeFund: toMajor(prizes.reduce((sum, prize) => sum + prize.amount_minor, 0)),
    prizePlaces: prizes.length,
    categories: JSON.parse(tournament.categories) as string[],
    art: tournament.art,
    players: entryCount(db, tournament.id),
    top: places.slice(0, LIST_TOP_SIZE).map((place) => placeView(place, null)),
  };
}

/** The games a tournament counts, the most popular first, at most GAMES_SHOWN, and how many there are. */
function gamesView(db: Db, tournament: TournamentRow, lang: Lang) {
  const counted = countedGameIds(db, tournament);
  const games = loadCatalogue(db)
    .filter((game) => counted === null || counted.has(game.id))
    .sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  return { allGames: counted === null, gamesTotal: games.length, games: games.slice(0, GAMES_SHOWN).map((game) => gameListItem(game, lang)) };
}

/**
 * A tournament's page (GET /web-api/casino/tournaments/{id}): the card, the games that count, the
 * prize table, the leaderboard's top 20 and the signed-in player's own standing (`me`: joined or
 * not, his place and score even outside the top; null for a guest).
 */
export function tournamentDetail(db: Db, tournament: TournamentRow, lang: Lang, userId: number | null) {
  const places = placesOf(db, tournament);
  const mine = userId === null ? undefined : places.find((place) => place.userId === userId);
  const joined = userId === null ? undefined : joinedAt(db, tournament.id, userId);
  return {
    ...tournamentCard(db, tournament, lang, places),
    ...gamesView(db, tournament, lang),
    prizes: prizesOf(db, tournament.id).map((prize) => ({ place: prize.place, amount: toMajor(prize.amount_minor) })),
    leaderboard: places.slice(0, LEADERBOARD_SIZE).map((place) => placeView(place, userId)),
    me:
      userId === null
        ? null
        : {
            joined: joined !== undefined,
            joinedAt: joined === undefined ? null : iso(joined),
            place: mine?.place ?? null,
            login: maskLogin(loginsOf(db, [userId]).get(userId) ?? ''),
            score: mine ? score(mine.scoreBp) : null,
            rounds: mine?.rounds ?? 0,
            prize: mine ? toMajor(mine.prizeMinor) : null,
          },
  };
}

/** The control API's view: `{ tournamentId, status, leaderboard: [{ login, score }] }`, logins in full. */
export function controlView(db: Db, tournament: TournamentRow) {
  return {
    tournamentId: tournament.id,
    status: tournament.status,
    leaderboard: placesOf(db, tournament).map((place) => ({ login: place.login, score: score(place.scoreBp), place: place.place, prize: toMajor(place.prizeMinor) })),
  };
}
