import { Hono } from 'hono';
import { findInfoPage, findRuleGroup, listRuleGroups } from '../content/info';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { pickLang } from '../lang';

/** Information pages and rules, in ru / en (content/info.ts). */
export function infoRoutes({ db }: AppDeps) {
  const app = new Hono();

  // Addition: the list of rule groups, for the rules navigation.
  app.get('/info/rules', (c) => c.json(listRuleGroups(db, pickLang(c.req.query('lng')))));

  app.get('/info/rules/:group', (c) => {
    const param = c.req.param('group');
    const group = /^\d+$/.test(param) ? findRuleGroup(db, Number(param), pickLang(c.req.query('lng'))) : undefined;
    if (!group) throw notFound(`Unknown rule group: ${param}`);
    return c.json(group);
  });

  app.get('/info/:slug', (c) => {
    const page = findInfoPage(db, c.req.param('slug'), pickLang(c.req.query('lng')));
    if (!page) throw notFound(`Unknown information page: ${c.req.param('slug')}`);
    return c.json(page);
  });

  return app;
}
