// Esports disciplines (shell-and-routing.md §2: esports/{type}/{discipline}/…). The backend's line
// has no discipline of its own: its esports championships are named after their game first
// ("Dota 2. Премьер-серия"), so a discipline is that leading name, and its championships are the
// ones that carry it. The address's slug comes from the English name, the same in every language.

/** An esports championship as the line gives it, in the page's language and in English. */
export interface EsportsChampNames {
  id: number;
  name: string;
  enName: string;
  gamesCount: number;
}

export interface EsportsDiscipline {
  slug: string;
  name: string;
  champs: Array<{ id: number; name: string; gamesCount: number }>;
  gamesCount: number;
}

/** The game a championship's name leads with: the text before its first ". " (the whole name without one). */
export function disciplineNameOf(champName: string): string {
  const cut = champName.indexOf('. ');
  return (cut > 0 ? champName.slice(0, cut) : champName).trim();
}

/** `Counter-Strike 2` → `counter-strike-2`: lower case, letters and digits, runs of anything else one `-`. */
export function disciplineSlugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The disciplines of the line's esports championships, in the order their first championship
 * comes; a championship whose English name gives no slug belongs to none (no address could name it).
 */
export function esportsDisciplines(champs: readonly EsportsChampNames[]): EsportsDiscipline[] {
  const bySlug = new Map<string, EsportsDiscipline>();
  for (const champ of champs) {
    const slug = disciplineSlugOf(disciplineNameOf(champ.enName));
    if (!slug) continue;
    const discipline = bySlug.get(slug) ?? { slug, name: disciplineNameOf(champ.name), champs: [], gamesCount: 0 };
    discipline.champs.push({ id: champ.id, name: champ.name, gamesCount: champ.gamesCount });
    discipline.gamesCount += champ.gamesCount;
    bySlug.set(slug, discipline);
  }
  return [...bySlug.values()];
}

/** What an esports address names, or null when it names something the line does not have (a 404). */
export interface EsportsAddress {
  discipline?: EsportsDiscipline;
  champ?: EsportsDiscipline['champs'][number];
}

export function resolveEsportsAddress(
  disciplines: readonly EsportsDiscipline[],
  params: { discipline?: string; champ?: string },
): EsportsAddress | null {
  if (params.discipline === undefined) return params.champ === undefined ? {} : null;
  const discipline = disciplines.find((d) => d.slug === params.discipline);
  if (!discipline) return null;
  if (params.champ === undefined) return { discipline };
  const champ = discipline.champs.find((c) => String(c.id) === params.champ);
  return champ ? { discipline, champ } : null;
}
