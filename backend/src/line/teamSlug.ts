import { CHAMPS, SPORTS } from '../seed/sports';
import { splitName } from './seed';

/**
 * Team slugs (docs/line-feed.md "Team"): the key of a team page, GET /web-api/line/teams/{slug}, and
 * of every game's team1Slug / team2Slug. One function makes them from a name (teamSlug); a game's
 * team gets its slug from its English name (gameTeamSlug), the same for the answer and the match.
 */

/** Letters that do not decompose into a latin letter and marks, and the Cyrillic alphabet. */
const LETTERS: Record<string, string> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', þ: 'th', ł: 'l', ı: 'i', ŋ: 'ng',
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l',
  м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh',
  щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya', і: 'i', ї: 'yi', є: 'ye', ґ: 'g',
};

/**
 * A name as a slug: lower-case latin letters and digits, words joined by single hyphens (accents
 * dropped, other letters transliterated, anything else a separator): "Real Sociedad" →
 * "real-sociedad", "Brighton & Hove Albion" → "brighton-hove-albion", "L. Fischer" → "l-fischer",
 * "Atlético" → "atletico".
 */
export function teamSlug(name: string): string {
  return [...name.toLowerCase()]
    .map((ch) => LETTERS[ch] ?? ch)
    .join('')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The sports each team slug of the seed is found in, most popular first: the same club name in
 * several sports (Barcelona in football, basketball and handball) is a different team in each.
 */
const SEED_SPORTS = (() => {
  const popularity = new Map(SPORTS.map((s, index) => [s.id, index]));
  const bySlug = new Map<string, number[]>();
  for (const champ of CHAMPS) {
    for (const fixture of champ.fixtures) {
      for (const pair of [fixture.home, fixture.away]) {
        const slug = teamSlug(splitName(pair)[1]);
        const sports = bySlug.get(slug) ?? [];
        if (!sports.includes(champ.sportId)) sports.push(champ.sportId);
        bySlug.set(slug, sports);
      }
    }
  }
  for (const sports of bySlug.values()) sports.sort((a, b) => (popularity.get(a) ?? 0) - (popularity.get(b) ?? 0));
  return bySlug;
})();

/**
 * The slug of a game's team, from its English name: the name's slug; where the seed has a team of
 * that name in a more popular sport, the sport's slug is added ("barcelona" is the football club,
 * "barcelona-basketball" and "barcelona-handball" the others).
 */
export function gameTeamSlug(nameEn: string, sport: { id: number; slug: string }): string {
  const slug = teamSlug(nameEn);
  const first = SEED_SPORTS.get(slug)?.[0];
  return first === undefined || first === sport.id ? slug : teamSlug(`${nameEn} ${sport.slug}`);
}
