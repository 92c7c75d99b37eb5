import type { Db } from '../db/handle';
import type { Lang } from '../lang';
import type { InfoPageRow, RuleChapterRow, RuleGroupRow } from './rows';

/** Information pages and rules, in ru / en. */
export function listRuleGroups(db: Db, lang: Lang) {
  const groups = db.prepare('SELECT * FROM rule_groups ORDER BY id').all() as RuleGroupRow[];
  return groups.map((g) => ({ id: g.id, slug: g.slug, title: g[`title_${lang}`] }));
}

/** One rule group with its chapters, or undefined. */
export function findRuleGroup(db: Db, id: number, lang: Lang) {
  const group = db.prepare('SELECT * FROM rule_groups WHERE id = ?').get(id) as RuleGroupRow | undefined;
  if (!group) return undefined;
  const chapters = db.prepare('SELECT * FROM rule_chapters WHERE group_id = ? ORDER BY id').all(group.id) as RuleChapterRow[];
  return {
    id: group.id,
    slug: group.slug,
    title: group[`title_${lang}`],
    chapters: chapters.map((ch) => ({
      id: ch.id,
      title: ch[`title_${lang}`],
      body: JSON.parse(ch[`body_${lang}`]) as string[],
    })),
  };
}

/** One information page by its slug, or undefined. */
export function findInfoPage(db: Db, slug: string, lang: Lang) {
  const page = db.prepare('SELECT * FROM info_pages WHERE slug = ?').get(slug) as InfoPageRow | undefined;
  return page && { slug: page.slug, title: page[`title_${lang}`], body: JSON.parse(page[`body_${lang}`]) as string[] };
}
