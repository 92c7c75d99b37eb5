/**
 * The search's transliteration (docs/casino-api.md "Transliteration"), pure. Both the query and every name are folded
 * to one Latin "skeleton", so a Latin query finds a Cyrillic name and a Cyrillic query a Latin one:
 * "aurora" and «аврора» both fold to `avrora`. The same table serves both directions; it is the
 * contract's (docs/casino-api.md "Transliteration").
 *
 * 1. Lower case; accents dropped (NFD), so ё is е and й is и.
 * 2. Cyrillic to Latin, letter by letter (CYRILLIC_TO_LATIN; ь and ъ before a vowel are y).
 * 3. Anything but a–z and 0–9 separates words; an apostrophe joins ("hold'em" → holdem).
 * 4. Latin spellings that sound alike are made one (LATIN_FOLDS, in order), then doubled letters
 *    are made single ("classic" → klasik, «классик» → klasik).
 */
export const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ж: 'zh', з: 'z', и: 'i', к: 'k', л: 'l', м: 'm', н: 'n',
  о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya', // ъ and ь before a vowel: y (SOFT_SIGN_Y)
  // Ukrainian and Kazakh letters a player may type.
  і: 'i', ї: 'i', є: 'e', ґ: 'g', ә: 'a', ғ: 'g', қ: 'k', ң: 'n', ө: 'o', ұ: 'u', ү: 'u', һ: 'h',
};

/** ь and ъ before one of these read as y: «Лукоморье» → lukomorye. */
const SOFT_SIGN_Y = /[ьъ](?=[аеиоуэюя])/g;

/** Applied in this order to the Latin text of both sides. */
export const LATIN_FOLDS: readonly (readonly [RegExp, string, string])[] = [
  [/kh/g, 'h', 'х: kh = h'],
  [/ph/g, 'f', 'ph = f'],
  [/th/g, 't', 'th = t (northern = нортерн)'],
  [/ck/g, 'k', 'ck = k'],
  [/c(?!h)/g, 'k', 'c = k (but ch stays ч)'],
  [/q/g, 'k', 'q = k'],
  [/x/g, 'ks', 'x = ks'],
  [/w/g, 'v', 'w = v'],
  [/j/g, 'dzh', 'j = dzh (joker = джокер)'],
  [/y/g, 'i', 'y = i (й, ы; ya = я = ia)'],
  [/au/g, 'av', 'au = av (aurora = аврора)'],
  [/eu/g, 'ev', 'eu = ev (europa = европа)'],
  [/([a-z])\1+/g, '$1', 'a doubled letter is one'],
];

/** One word's skeleton. */
function foldWord(word: string): string {
  let folded = word;
  for (const [pattern, replacement] of LATIN_FOLDS) folded = folded.replace(pattern, replacement);
  return folded;
}

/** The words of a text as skeletons: `fold("Матрёшка-2")` → `['matreshka', '2']`. */
export function foldWords(text: string): string[] {
  const latin = Array.from(text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(SOFT_SIGN_Y, 'y'))
    .map((char) => CYRILLIC_TO_LATIN[char] ?? char)
    .join('')
    .replace(/['’`]/g, '');
  return latin
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(foldWord)
    .filter(Boolean);
}

/** A text's skeleton, words joined by one space. */
export function fold(text: string): string {
  return foldWords(text).join(' ');
}
