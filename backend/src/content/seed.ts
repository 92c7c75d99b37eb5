import { json } from '../db/columns';
import type { Db } from '../db/handle';
import { INFO_PAGES } from '../seed/infoPages';
import { PROMOTIONS } from '../seed/promotions';
import { RULE_GROUPS } from '../seed/rules';
import { seedPromoCodes } from '../promoCodes/seed';

/**
 * Inserts the seed promotions, information pages and rules into empty tables.
 * Callers wrap it in a transaction (setup/seed.ts).
 */
export function seedContent(db: Db): void {
  const insertPromotion = db.prepare(`INSERT INTO promotions
      (id, slug, kind, accent, ends_in_days, title_ru, title_en, summary_ru, summary_en, body_ru, body_en, sort)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertTerms = db.prepare(
    'INSERT INTO promotion_terms (promotion_id, cms_slug, terms, games, partners, offer) VALUES (?, ?, ?, ?, ?, ?)',
  );
  PROMOTIONS.forEach((p, index) => {
    insertPromotion.run(
      101 + index, p.slug, p.kind, p.accent, p.endsInDays, p.title.ru, p.title.en, p.summary.ru, p.summary.en,
      json(p.body.ru), json(p.body.en), index,
    );
    insertTerms.run(101 + index, p.cmsSlug ?? null, json(p.terms), json(p.games), json(p.partners), json(p.offer));
  });
  // The promo codes the promotions and the office hand out (promoCodes/seed.ts).
  seedPromoCodes(db);

  const insertInfo = db.prepare(
    'INSERT INTO info_pages (slug, title_ru, title_en, body_ru, body_en) VALUES (?, ?, ?, ?, ?)',
  );
  for (const page of INFO_PAGES) {
    insertInfo.run(page.slug, page.title.ru, page.title.en, json(page.body.ru), json(page.body.en));
  }

  const insertRuleGroup = db.prepare('INSERT INTO rule_groups (id, slug, title_ru, title_en) VALUES (?, ?, ?, ?)');
  const insertChapter = db.prepare(
    'INSERT INTO rule_chapters (group_id, id, title_ru, title_en, body_ru, body_en) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const group of RULE_GROUPS) {
    insertRuleGroup.run(group.id, group.slug, group.title.ru, group.title.en);
    for (const chapter of group.chapters) {
      insertChapter.run(group.id, chapter.id, chapter.title.ru, chapter.title.en, json(chapter.body.ru), json(chapter.body.en));
    }
  }
}
