import { Hono } from 'hono';
import { pickLang } from '../lang';
import { COUNTRIES } from '../seed/countries';

/**
 * Phone countries and masks for the country-code picker (shell-and-routing.md §3, §7; paths ours). The same
 * for everybody, so they may be cached for an hour.
 */
export function phoneRoutes() {
  const app = new Hono();
  app.use('/phone/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'public, max-age=3600');
  });

  app.get('/phone/countries', (c) => {
    const lang = pickLang(c.req.query('lng'));
    return c.json(
      COUNTRIES.map((country) => ({ id: country.id, name: country.name[lang], country_code: country.code, tel_code: country.telCode })),
    );
  });

  app.get('/phone/masks', (c) =>
    c.json(COUNTRIES.map((country) => ({ CountryId: country.id, Mask: country.mask, Min: country.min, Max: country.max }))),
  );

  return app;
}
