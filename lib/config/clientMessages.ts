import type ru from '@/messages/ru.json';

/** A top-level namespace of the message files. */
export type Namespace = keyof typeof ru;

/**
 * Namespaces the client components of the root layout use, on every page (issue 10 point 2): the
 * header and drawer, quick settings, consent, age gate, notifications, idle and maintenance
 * notices, error states, and the modals with the login, registration and forgot-password forms,
 * which can open on any page (kept here rather than loaded with their chunks, so a modal never
 * waits for its words). Server components read every namespace on the server; only these and a
 * screen's own (below) are inlined in the page for the browser.
 * Held by tests/unit/i18n/clientNamespaces.test.ts: a client file's namespace missing here or in
 * its screen's list fails it.
 */
export const SHELL_NAMESPACES = [
  'header',
  'states',
  'error',
  'unavailable',
  'notifications',
  'modals',
  'consent',
  'age',
  'idle',
  'maintenance',
  'coupon',
  'fragments',
  'accounts',
  'settings',
  'auth',
  'authFields',
  'forgotPassword',
  'registration',
  'socialAuth',
  // The convert-account modal opens from the office but renders in the root ModalHost.
  'officeAccounts',
] as const satisfies readonly Namespace[];

/**
 * What a screen adds for its own client components, in a nested provider around the screen
 * (components/providers/ScreenMessages.tsx). A screen's client components live in its feature
 * folder (components/office, components/sport, components/terms).
 */
export const SCREEN_NAMESPACES = {
  office: ['office', 'officeProfile'],
  sport: ['line'],
  terms: ['terms'],
} as const satisfies Record<string, readonly Namespace[]>;

export type ScreenMessagesName = keyof typeof SCREEN_NAMESPACES;
