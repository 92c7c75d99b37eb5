import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { ApiError, badRequest, notFound } from '../errors';
import {
  FRAGMENT_NAMES,
  FragmentModeSchema,
  codeFor,
  forcedFailure,
  loadFragmentMode,
  saveFragmentMode,
} from '../fragments/fragmentMode';
import { COMPONENTS, isFragmentName, renderFragment } from '../fragments/render';
import { pickLang } from '../lang';
import { readBody, readQuery } from '../validate';

/** Request headers of a fragment call (shell-and-routing.md §7: JSON render mode, API version v2, optional force-spa). */
const RENDER_MODE_HEADER = 'X-Render-Mode';
const API_VERSION_HEADER = 'X-Api-Version';
const FORCE_SPA_HEADER = 'X-Force-Spa';

const ComponentsBody = z.strictObject({ components: z.array(z.string()) });
const ErrorPageQuery = z.object({
  status: z
    .string()
    .regex(/^\d{3}$/, 'must be an HTTP status code such as 404')
    .transform(Number)
    .pipe(z.number().int().min(400, 'must be an error status (400–599)').max(599, 'must be an error status (400–599)'))
    .optional(),
});

function checkHeaders(c: Context): void {
  if (c.req.header(RENDER_MODE_HEADER)?.trim().toLowerCase() !== 'json') {
    throw badRequest(`Fragment requests need the header "${RENDER_MODE_HEADER}: json" (JSON render mode)`);
  }
  if (c.req.header(API_VERSION_HEADER)?.trim().toLowerCase() !== 'v2') {
    throw badRequest(`Fragment requests need the header "${API_VERSION_HEADER}: v2"`);
  }
  const forceSpa = c.req.header(FORCE_SPA_HEADER);
  if (forceSpa !== undefined && !['1', '0', 'true', 'false'].includes(forceSpa.trim().toLowerCase())) {
    throw badRequest(`"${FORCE_SPA_HEADER}" must be 1, 0, true or false`);
  }
}

/**
 * /fragments/{name}/{page path…}: the remote page fragments. The page path's first segment is the
 * language (ru when it is not en or tr); the error page takes its status from `?status=` (500 by
 * default). A POST `{ components }` answers with those components only, in the order asked.
 */
export function fragmentRoutes({ db }: AppDeps) {
  const app = new Hono();

  const serve = async (c: Context) => {
    const name = c.req.param('name') ?? '';
    if (!isFragmentName(name)) throw notFound(`Unknown fragment: ${name} (known: ${FRAGMENT_NAMES.join(', ')})`);
    checkHeaders(c);
    let components = COMPONENTS[name];
    if (c.req.method === 'POST') {
      const asked = (await readBody(c, ComponentsBody)).components;
      const unknown = asked.filter((component) => !COMPONENTS[name].includes(component));
      if (unknown.length) {
        throw badRequest(`components: unknown ${unknown.join(', ')} (known for ${name}: ${COMPONENTS[name].join(', ')})`);
      }
      components = asked;
    }
    const status = name === 'error-page' ? (readQuery(c, ErrorPageQuery).status ?? 500) : 500;
    const mode = loadFragmentMode(db);
    const failure = forcedFailure(mode, name);
    if (failure) throw new ApiError(failure.status as ContentfulStatusCode, failure.detail);
    const lang = pickLang((c.req.param('path') ?? '').split('/')[0]);
    // Never cached: the control API switches failures on and off between requests.
    c.header('Cache-Control', 'no-store');
    return c.json(renderFragment(name, components, lang, status, codeFor(mode, name)));
  };

  app.on(['GET', 'POST'], '/:name', serve);
  app.on(['GET', 'POST'], '/:name/:path{.+}', serve);
  return app;
}

/** /__control/fragments: read or switch how the fragment service answers (see FragmentModeSchema). */
export function fragmentControlRoutes({ db }: AppDeps) {
  const app = new Hono();
  app.get('/fragments', (c) => c.json(loadFragmentMode(db)));
  app.post('/fragments', async (c) => {
    const mode = await readBody(c, FragmentModeSchema);
    saveFragmentMode(db, mode);
    return c.json(mode);
  });
  return app;
}
