// The route manifest: every route of the site, once. Middleware, pages, link building and tests
// read this table; no other file keeps a list of paths. Patterns are relative to `/{lng}`.
// Issue 2 lays down the routes each layout needs; issue 3 completes the table from the spec.

export type LayoutGroup = 'main' | 'casino' | 'headless' | 'empty' | 'maintenance' | 'blocked';
export type Access = 'public' | 'guest-only' | 'auth';

export interface RouteEntry {
  /** The route's name, as the spec names it where it does. */
  name: string;
  /** `:param` is required, `:param?` optional. */
  pattern: string;
  layout: LayoutGroup;
  access: Access;
  /** Allowed values of constrained parameters; anything else is a 404. */
  params?: Readonly<Record<string, readonly string[]>>;
}

/** Information pages of the shell spec §2, in the footer's order. */
export const INFO_PAGES = [
  'about',
  'contacts',
  'howbet',
  'licenses',
  'responsiblegaming',
  'cookies',
  'consent',
  'taxation',
  'ussdinstruction',
  'simpleidentification',
  'amlkyc',
  'smsbets',
  'amlpolicy',
  'disputeresolution',
  'kycpolicy',
  'cash_terminals',
  'betting-calculator',
] as const;
export type InfoPageSlug = (typeof INFO_PAGES)[number];

/** Payment route statuses (shell spec §9). */
export const PAYMENT_STATUSES = ['success', 'fail', 'pending', 'cancel'] as const;

export const LINE_SECTIONS = ['line', 'live'] as const;

export const ROUTES = [
  { name: 'home', pattern: '', layout: 'main', access: 'public' },
  { name: 'line', pattern: '/line/:sport?/:champ?', layout: 'main', access: 'public' },
  { name: 'live', pattern: '/live/:sport?/:champ?', layout: 'main', access: 'public' },
  { name: 'info', pattern: '/:page', layout: 'main', access: 'public', params: { page: INFO_PAGES } },
  { name: 'slots', pattern: '/slots', layout: 'casino', access: 'public' },
  { name: 'landingPage', pattern: '/landing-page/:landingId', layout: 'headless', access: 'public' },
  {
    name: 'onpay',
    pattern: '/onpay/:status',
    layout: 'empty',
    access: 'public',
    params: { status: PAYMENT_STATUSES },
  },
  { name: 'maintenance', pattern: '/maintenance', layout: 'maintenance', access: 'public' },
  { name: 'blockAppealHistory', pattern: '/block-appeal-history', layout: 'blocked', access: 'auth' },
] as const satisfies readonly RouteEntry[];

export type RouteName = (typeof ROUTES)[number]['name'];
