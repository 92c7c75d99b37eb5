import { describe, expect, it } from 'vitest';
import {
  ON_DEMAND_NAMESPACES,
  SCREEN_NAMESPACES,
  SHELL_NAMESPACES,
  type OnDemandMessagesName,
  type ScreenMessagesName,
} from '@/lib/config/clientMessages';
import { clientModules, dynamicImportsOf, files, importsOf, namespacesOf, reachableFrom, sourceOf } from './sourceGraph';

// The browser gets only the shell's namespaces and the screen's own. These
// hold the lists against the code, so a client component's words are never forgotten.
const shell = new Set<string>(SHELL_NAMESPACES);
const client = clientModules();

/** The feature folder whose client components render only inside that screen's provider. */
const CLIENT_FOLDER_SCREENS: Record<string, ScreenMessagesName> = {
  // The results page's board (its filters' words come with that page only); the first match wins.
  'components/sport/ResultsBoard.tsx': 'results',
  // The onpay pages' status (their own screen list); the cashier's screens are office pages.
  'components/payments/OnpayStatus.tsx': 'payments',
  // A pay-and-play account opening on the onpay page (its screen carries the registration words).
  'components/auth/registration/PayAndPlayClaim.tsx': 'payments',
  'components/payments/': 'office',
  'components/office/': 'office',
  // The support page (office/support); its history modal is an on-demand part (below).
  'components/support/': 'office',
  // The ideas page (office/share-idea).
  'components/ideas/': 'office',
  // The security page (office/security), its two-step sign-in with an app included.
  'components/security/': 'office',
  // The verification and identification pages (office/verification, office/identification).
  'components/documents/': 'office',
  // The responsible-gaming page (an office page with a screen of its own).
  'components/limits/': 'office',
  // The office's part two: bonuses, cashback, rewards (the points page is server-rendered), referrals.
  'components/bonuses/': 'office',
  'components/cashback/': 'office',
  'components/rewards/': 'office',
  'components/referrals/': 'office',
  // Promo codes and offers: office/promotion and the public bonus, promotion and landing pages.
  'components/offers/': 'offers',
  // The casino's game tile: in the casino's grids and on the games landings, both of which carry the lobby's words.
  'components/ui/GameTileView.tsx': 'casino',
  // The casino's rest: a live table on a game's page, tournaments, bonus games, the casino's landings.
  'components/tables/': 'tables',
  'components/tournaments/': 'tournaments',
  'components/bonusGames/': 'bonusGames',
  'components/casinoLandings/': 'casinoLandings',
  'components/sport/': 'sport',
  'components/terms/': 'terms',
  // The pages a letter links to (password reset, activation, the newsletter, confirm).
  'components/accountPages/': 'accountLink',
  // The forms render in the login and registration pages' screen or as on-demand parts (below),
  // both with the forms' words; what the header shows of this folder is held by the layouts' test.
  'components/auth/': 'auth',
  // The settings page; the header's quick settings show their fields as an on-demand part (below).
  'components/settings/': 'settings',
  // The bet history and the coupon check (office pages with screens of their own).
  'components/bets/': 'bets',
  // The casino layout wraps every casino page in the casino's list (components/shell/CasinoFrame.tsx).
  'components/casino/': 'casino',
};

/**
 * The parts loaded on demand and the OnDemandMessages providers they render in (ModalHost around
 * every dialog, the modal registry and DefaultModalBody around a body, LoginEntry around its
 * dropdown): what they reach reads the shell's words and those providers' only. A form shown both
 * in a dialog and in the header's dropdown gets only what both give.
 */
const ON_DEMAND_PARTS: Record<string, readonly OnDemandMessagesName[]> = {
  'components/modals/ModalDialog.tsx': ['modals'],
  'components/auth/LoginForm.tsx': ['authForms'],
  'components/auth/LoginDropdown.tsx': ['authForms'],
  'components/auth/LoginModalBody.tsx': ['modals', 'authForms'],
  'components/auth/registration/RegistrationModalBody.tsx': ['modals', 'authForms'],
  'components/auth/forgot/ForgotPasswordBody.tsx': ['modals', 'authForms'],
  'components/office/ConvertAccountModalBody.tsx': ['modals', 'convertAccount'],
  'components/support/SupportHistoryModalBody.tsx': ['modals', 'supportHistory'],
  'components/settings/QuickSettingsPanel.tsx': ['quickSettings'],
  'components/coupon/CouponSlip.tsx': ['couponSlip'],
  'components/limitWatch/LimitWatch.tsx': ['limitWatch'],
  'components/limitWatch/RealityCheckBody.tsx': ['modals', 'limitWatch'],
  'components/limitWatch/ApprovalBody.tsx': ['modals', 'limitWatch'],
};

function providedIn(part: string): Set<string> {
  return new Set<string>([...shell, ...(ON_DEMAND_PARTS[part] ?? []).flatMap((name) => ON_DEMAND_NAMESPACES[name])]);
}

/** The files whose `import()`s are the lazily loaded bodies. */
const LOADER_FILES = [
  'components/auth/loaders.ts',
  'components/auth/forgot/loadForgotPasswordBody.ts',
  'components/modals/loaders.ts',
  'components/settings/loadQuickSettingsPanel.ts',
  'components/coupon/loadCouponSlip.ts',
  'components/limitWatch/loaders.ts',
];

const LAYOUT_STARTS = files.filter(
  (file) => /^app\/.*\/(layout|not-found|error)\.tsx$/.test(file) || /^app\/(global-error|not-found)\.tsx$/.test(file),
);

/** Every module reachable from `starts` without entering an on-demand part other than a start. */
function reachableStopping(starts: string[]): Set<string> {
  return reachableFrom(starts, (file) => importsOf(file).filter((next) => ON_DEMAND_PARTS[next] === undefined || starts.includes(next)));
}

/** What the layouts, error and 404 pages render outside every on-demand part: the shell's words only. */
const shellRegion = reachableStopping(LAYOUT_STARTS);
const partRegions = new Map(Object.keys(ON_DEMAND_PARTS).map((part) => [part, reachableStopping([part])]));

function screenOfFile(file: string): ScreenMessagesName | undefined {
  const folder = Object.keys(CLIENT_FOLDER_SCREENS).find((prefix) => file.startsWith(prefix));
  return folder ? CLIENT_FOLDER_SCREENS[folder] : undefined;
}

/** `file: namespace` for each namespace of the files outside what `provided` gives them. */
function unprovided(modules: Iterable<string>, provided: (file: string) => Set<string>): string[] {
  return [...modules].flatMap((file) =>
    [...namespacesOf(file)].filter((namespace) => !provided(file).has(namespace)).map((namespace) => `${file}: ${namespace}`),
  );
}

describe('client message namespaces', () => {
  it('finds the client components and what they read', () => {
    expect(client.has('components/shell/LanguageSwitcher.tsx')).toBe(true);
    expect(namespacesOf('components/shell/LanguageSwitcher.tsx')).toEqual(new Set(['header']));
    // A server file imported by a client one runs in the browser too.
    expect(client.has('components/sport/GameRow.tsx')).toBe(true);
  });

  it('every namespace a client module reads is in some provider list', () => {
    const all = new Set<string>([
      ...shell,
      ...Object.values(SCREEN_NAMESPACES).flat(),
      ...Object.values(ON_DEMAND_NAMESPACES).flat(),
    ]);
    expect(unprovided(client, () => all)).toEqual([]);
  });

  it("a client module reads only the shell's namespaces and its feature screen's own", () => {
    const provided = (file: string) => {
      const screen = screenOfFile(file);
      const parts = Object.keys(ON_DEMAND_PARTS).filter((part) => partRegions.get(part)?.has(file));
      return new Set<string>([...shell, ...(screen ? SCREEN_NAMESPACES[screen] : []), ...parts.flatMap((part) => [...providedIn(part)])]);
    };
    expect(unprovided(client, provided)).toEqual([]);
  });

  it("what the layouts, the error and 404 pages and the modals render reads only the shell's namespaces", () => {
    // Layouts render around every screen provider, and a modal opens in the root one whatever
    // page asked for it, so a screen's own list never reaches them. The parts loaded on demand
    // bring their own words (next test).
    const shellOnly = [...shellRegion].filter((file) => client.has(file));
    expect(shellOnly).toContain('components/modals/ModalHost.tsx');
    expect(shellOnly).toContain('components/auth/LoginEntry.tsx');
    // The casino layout's frame is inside the casino's list (its search box, its category bar), and
    // only that layout renders the casino's parts.
    expect(sourceOf('components/shell/CasinoFrame.tsx')).toMatch(/^\s*<ScreenMessages name="casino">/m);
    const outsideCasino = reachableStopping(LAYOUT_STARTS.filter((file) => !file.includes('/(casino)/')));
    expect([...outsideCasino].filter((file) => file.startsWith('components/casino/'))).toEqual([]);
    const inLayouts = (file: string) => new Set<string>([...shell, ...(file.startsWith('components/casino/') ? SCREEN_NAMESPACES.casino : [])]);
    expect(unprovided(shellOnly, inLayouts)).toEqual([]);
  });

  it("a part loaded on demand reads only the shell's namespaces and those of the providers it renders in", () => {
    for (const part of Object.keys(ON_DEMAND_PARTS)) {
      expect(unprovided(partRegions.get(part) ?? [], () => providedIn(part))).toEqual([]);
    }
  });

  it('every lazily loaded body is a part with its words, and the dropdown, the dialog and the settings panel sit in their providers', () => {
    const loaded = LOADER_FILES.flatMap(dynamicImportsOf);
    expect(loaded).toContain('components/auth/LoginModalBody.tsx');
    expect(loaded.filter((file) => ON_DEMAND_PARTS[file] === undefined)).toEqual([]);
    // The header's dropdown is imported statically; its provider (OnDemandPart) is around it in LoginEntry.
    expect(sourceOf('components/auth/LoginEntry.tsx')).toMatch(/<OnDemandPart words="authForms">\s*<LoginDropdown\b/);
    expect(sourceOf('components/modals/ModalHost.tsx')).toMatch(/<OnDemandPart\s[^>]*words="modals"[^]*?>\s*<ModalDialog\b/);
    expect(sourceOf('components/settings/QuickSettings.tsx')).toMatch(/<OnDemandPart words="quickSettings">\s*<QuickSettingsPanel\b/);
    expect(sourceOf('components/shell/LimitWatchers.tsx')).toMatch(/<OnDemandPart words="limitWatch"[^]*?>\s*<LimitWatch\b/);
  });
});
