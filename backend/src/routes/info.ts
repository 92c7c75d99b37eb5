import { Hono } from 'hono';
import type { InfoPageRow, RuleChapterRow, RuleGroupRow } from '../db/rows';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { pickLang } from '../lang';

/** Information pages and rules, in ru / en. */
export function infoRoutes({ db }: AppDeps) {
  const app = new Hono();

  // Addition: the list of rule groups, for the rules navigation.
  app.get('/info/rules', (c) => {
    const lang = pickLang(c.req.query('lng'));
    const groups = db.prepare('SELECT * FROM rule_groups ORDER BY id').all() as RuleGroupRow[];
    return c.json(groups.map((g) => ({ id: g.id, slug: g.slug, title: g[`title_${lang}`] })));
  });

  app.get('/info/rules/:group', (c) => {
    const lang = pickLang(c.req.query('lng'));
    const param = c.req.param('group');
    const group = /^\d+$/.test(param)
      ? (db.prepare('SELECT * FROM rule_groups WHERE id = ?').get(Number(param)) as RuleGroupRow | undefined)
      : undefined;
    if (!group) throw notFound(`Unknown rule group: ${param}`);
    const chapters = db
      .prepare('SELECT * FROM rule_chapters WHERE group_id = ? ORDER BY id')
      .all(group.id) as RuleChapterRow[];
    return c.json({
      id: group.id,
      slug: group.slug,
      title: group[`title_${lang}`],
      chapters: chapters.map((ch) => ({
        id: ch.id,
        title: ch[`title_${lang}`],
        body: JSON.parse(ch[`body_${lang}`]) as string[],
      })),
    });
  });

  app.get('/info/:slug', (c) => {
    const lang = pickLang(c.req.query('lng'));
    const page = db.prepare('SELECT * FROM info_pages WHERE slug = ?').get(c.req.param('slug')) as InfoPageRow | undefined;
    if (!page) throw notFound(`Unknown information page: ${c.req.param('slug')}`);
    return c.json({ slug: page.slug, title: page[`title_${lang}`], body: JSON.parse(page[`body_${lang}`]) as string[] });
  });

  return app;
}
