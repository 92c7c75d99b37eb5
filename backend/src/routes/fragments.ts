import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { ApiError, badRequest, notFound } from '../errors';
import {
  FRAGMENT_NAMES,
  FragmentModeSchema,
  forcedFailure,
  loadFragmentMode,
  saveFragmentMode,
  type FragmentName,
} from '../fragmentMode';
import { pickLang, type Lang } from '../lang';
import {
  ERROR_PAGE_STYLE,
  ERROR_PAGE_TEXTS,
  errorPageTitle,
  FOOTER_SOCIAL_LINKS,
  FOOTER_STYLE,
  FOOTER_TEXTS,
  PAYMENT_METHODS,
  SUPPORT,
  visibleSocialLinks,
} from '../seed/fragments';
import { readBody, readQuery } from '../validate';

/** Request headers of a fragment call (shell spec §7: JSON render mode, API version v2, optional force-spa). */
const RENDER_MODE_HEADER = 'X-Render-Mode';
const API_VERSION_HEADER = 'X-Api-Version';
const FORCE_SPA_HEADER = 'X-Force-Spa';

/** The components each fragment is made of, in page order; a POST may ask for some of them. */
const COMPONENTS: Record<FragmentName, readonly string[]> = {
  footer: ['licence', 'social', 'payments', 'support'],
  'error-page': ['message', 'support'],
};

const ComponentsBody = z.strictObject({ components: z.array(z.string()) });
const ErrorPageQuery = z.object({
  status: z
    .string()
    .regex(/^\d{3}$/, 'must be an HTTP status code such as 404')
    .transform(Number)
    .pipe(z.number().int().min(400, 'must be an error status (400–599)').max(599, 'must be an error status (400–599)'))
    .optional(),
});

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

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

function footerComponent(component: string, lang: Lang): string {
  const heading = (text: string) => `<h2>${escapeHtml(text)}</h2>`;
  const open = `<section class="fragment-footer__block" data-component="${component}">`;
  switch (component) {
    case 'licence':
      return `${open}${heading(FOOTER_TEXTS.licenceTitle[lang])}<p>${escapeHtml(FOOTER_TEXTS.licence[lang])}</p></section>`;
    case 'social': {
      const items = visibleSocialLinks(FOOTER_SOCIAL_LINKS).map(
        (link) =>
          `<li><a href="${escapeHtml(link.link)}" target="_blank" rel="noopener noreferrer">` +
          `<span class="fragment-footer__icon fragment-footer__icon--${escapeHtml(link.iconName)}" aria-hidden="true"></span>` +
          `${escapeHtml(link.name)}</a></li>`,
      );
      return `${open}${heading(FOOTER_TEXTS.socialTitle[lang])}<ul class="fragment-footer__social">${items.join('')}</ul></section>`;
    }
    case 'payments': {
      const items = PAYMENT_METHODS[lang].map((method) => `<li>${escapeHtml(method)}</li>`);
      return `${open}${heading(FOOTER_TEXTS.paymentsTitle[lang])}<ul class="fragment-footer__payments">${items.join('')}</ul></section>`;
    }
    default:
      return (
        `${open}${heading(FOOTER_TEXTS.supportTitle[lang])}<ul>` +
        `<li><a href="${SUPPORT.phoneHref}">${escapeHtml(SUPPORT.phone)}</a></li>` +
        `<li><a href="mailto:${SUPPORT.email}">${escapeHtml(SUPPORT.email)}</a></li>` +
        `<li>${escapeHtml(FOOTER_TEXTS.supportHours[lang])}</li></ul></section>`
      );
  }
}

function errorPageComponent(component: string, lang: Lang, status: number): string {
  if (component === 'message') {
    return (
      `<p class="fragment-error-page__code">${escapeHtml(ERROR_PAGE_TEXTS.codeLabel[lang])}: ${status}</p>` +
      `<h2>${escapeHtml(errorPageTitle(status, lang))}</h2>`
    );
  }
  return `<p>${escapeHtml(ERROR_PAGE_TEXTS.advice[lang])} <a href="mailto:${SUPPORT.email}">${escapeHtml(SUPPORT.email)}</a></p>`;
}

/** The fragment response (shell spec §7): appName, title, codeToEval, scriptsToLoad, head, body, style, cssToLoad. */
function renderFragment(name: FragmentName, components: readonly string[], lang: Lang, status: number) {
  if (name === 'footer') {
    return {
      appName: name,
      title: FOOTER_TEXTS.title[lang],
      codeToEval: '',
      scriptsToLoad: [],
      head: '',
      body: `<div class="fragment-footer">${components.map((c) => footerComponent(c, lang)).join('')}</div>`,
      style: FOOTER_STYLE,
      cssToLoad: [],
    };
  }
  return {
    appName: name,
    title: errorPageTitle(status, lang),
    codeToEval: '',
    scriptsToLoad: [],
    head: '',
    body: `<div class="fragment-error-page">${components.map((c) => errorPageComponent(c, lang, status)).join('')}</div>`,
    style: ERROR_PAGE_STYLE,
    cssToLoad: [],
  };
}

function isFragmentName(value: string): value is FragmentName {
  return (FRAGMENT_NAMES as readonly string[]).includes(value);
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
    const failure = forcedFailure(loadFragmentMode(db), name);
    if (failure) throw new ApiError(failure.status as ContentfulStatusCode, failure.detail);
    const lang = pickLang((c.req.param('path') ?? '').split('/')[0]);
    // Never cached: the control API switches failures on and off between requests.
    c.header('Cache-Control', 'no-store');
    return c.json(renderFragment(name, components, lang, status));
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
