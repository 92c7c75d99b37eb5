import { describe, expect, it } from 'vitest';
import { reachableFrom, sourceOf, staticImportsOf } from '../i18n/sourceGraph';

// What a first load carries (docs/decisions/first-load-imports.md) follows from static imports. A client component that
// a server module imports at the top is loaded by every page of that route file, and modules an
// error page shares only with a layout below it are shipped twice (each client entry its own copy).

const isClient = (file: string) => /^\s*['"]use client['"]/.test(sourceOf(file));

const closure = (starts: string[]) => reachableFrom(starts, staticImportsOf);

/** What the browser loads for a server module: its client components' static graphs. */
function clientGraphOf(serverModule: string): Set<string> {
  return closure([...closure([serverModule])].filter((file) => /\.tsx?$/.test(file) && isClient(file)));
}

describe('first-load JavaScript by static imports', () => {
  it('the error page imports only what the root layout loads anyway', () => {
    const layout = clientGraphOf('app/[lng]/layout.tsx');
    const extra = [...closure(['app/[lng]/error.tsx'])].filter((file) => file !== 'app/[lng]/error.tsx' && !layout.has(file));
    expect(extra).toEqual([]);
  });

  it.each(['app/[lng]/(main)/layout.tsx', 'app/[lng]/(casino)/layout.tsx', 'components/routes/routePage.tsx', 'components/routes/casinoPage.tsx'])(
    '%s links through next/link, with no click routing of the site\'s own (docs/decisions/links-and-prefetch.md)',
    (entry) => {
      const graph = clientGraphOf(entry);
      expect(graph.has('components/ui/AppLink.tsx')).toBe(true);
      expect(graph.has('next/link')).toBe(true);
      const ownRouting = ['lib/navigation/inAppClick.ts', 'components/ui/linkRouter.ts', 'components/shell/LinkRouter.tsx'];
      expect(ownRouting.filter((file) => graph.has(file))).toEqual([]);
    },
  );

  it('the root layout brings no swr: its one list call (One Tap) reads the fetcher, not the hook', () => {
    expect(clientGraphOf('app/[lng]/layout.tsx').has('swr')).toBe(false);
  });

  it.each([
    'app/[lng]/layout.tsx',
    'app/[lng]/(main)/layout.tsx',
    'app/[lng]/(casino)/layout.tsx',
    'app/[lng]/cached/(main)/layout.tsx',
    'app/[lng]/cached/(casino)/layout.tsx',
    // The line's rows and the casino's tiles build their paths with lib/routes/gamePages.ts.
    'components/routes/routePage.tsx',
    'components/routes/casinoPage.tsx',
  ])('%s carries no route manifest to the browser: its paths come built by the server or from lib/routes/gamePages.ts', (layout) => {
    expect(clientGraphOf(layout).has('lib/routes/manifest.ts')).toBe(false);
  });

  it('the root layout starts no feature listeners: the sign-in, account changes and fragment loader come with their parts', () => {
    const graph = clientGraphOf('app/[lng]/layout.tsx');
    // The changed-terms check and the logout's steps are a player's: they come with his session
    // (store/listeners/termsStart.ts) and his logout.
    const players = ['store/listeners/terms.ts', 'store/listeners/logoutSteps.ts'];
    const features = ['store/listeners/auth.ts', 'store/listeners/office.ts', 'store/listeners/accounts.ts', 'store/listeners/fragments.ts', ...players];
    expect(features.filter((file) => graph.has(file))).toEqual([]);
  });

  it.each(['app/[lng]/(main)/layout.tsx', 'app/[lng]/(casino)/layout.tsx', 'app/[lng]/cached/(main)/layout.tsx'])(
    '%s brings the empty coupon only: its reducer, rules, bridge and bar come when the coupon is first needed',
    (layout) => {
      const graph = clientGraphOf(layout);
      expect(graph.has('components/coupon/CouponGate.tsx')).toBe(true);
      const coupon = ['store/slices/coupon.ts', 'store/coupon.ts', 'lib/coupon/state.ts', 'lib/coupon/bus.ts', 'components/coupon/CouponBridge.tsx', 'components/coupon/CouponBar.tsx'];
      expect(coupon.filter((file) => graph.has(file))).toEqual([]);
    },
  );

  it('the root layout holds the sign-in forms\' and the fragments\' empty state only: their reducers come with their code', () => {
    const graph = clientGraphOf('app/[lng]/layout.tsx');
    expect(graph.has('store/rootReducer.ts')).toBe(true);
    expect(['store/slices/auth.ts', 'store/slices/fragments.ts', 'lib/fragments/machine.ts'].filter((file) => graph.has(file))).toEqual([]);
  });

  it('a betting page brings none of the screens the manifest picks for other pages: it names its own screen', () => {
    const graph = clientGraphOf('app/[lng]/(main)/line/[[...path]]/page.tsx');
    expect(graph.has('components/sport/LazyLiveGames.tsx')).toBe(true);
    const others = ['components/casino/lazyCasino.tsx', 'components/routes/lazyScreens.tsx', 'components/office/lazyScreens.tsx', 'components/bets/PrintButton.tsx'];
    expect(others.filter((file) => graph.has(file))).toEqual([]);
  });

  it('the casino layout brings the plain search field only: the combobox and its search come when the player reaches for it', () => {
    const graph = clientGraphOf('app/[lng]/(casino)/layout.tsx');
    expect(graph.has('components/casino/search/CasinoSearchGate.tsx')).toBe(true);
    const box = ['components/casino/search/CasinoSearchBox.tsx', 'components/casino/search/SearchPopup.tsx', 'lib/api/useCasinoSearch.ts'];
    expect(box.filter((file) => graph.has(file))).toEqual([]);
  });

  it('a game tile brings a guest\'s heart only: a player\'s, with his list on the backend, comes with a player\'s page', () => {
    const graph = closure(['components/casino/GameTile.tsx', 'components/casino/lazyCasino.tsx']);
    expect(graph.has('components/casino/favorites/FavoriteHeart.tsx')).toBe(true);
    expect(['components/casino/favorites/FavoriteButton.tsx', 'lib/api/casinoFavorites.ts'].filter((file) => graph.has(file))).toEqual([]);
  });

  it('a footer fragment of markup only brings no fragment code: its client parts come when shown', () => {
    const graph = clientGraphOf('app/[lng]/(main)/layout.tsx');
    expect(['components/fragments/applyFragment.ts', 'components/fragments/RemoteFragment.tsx'].filter((file) => graph.has(file))).toEqual([]);
  });

  it('the manifest pages load the office, settings and live screens only where they show', () => {
    const graph = clientGraphOf('components/routes/routePage.tsx');
    const screens = [
      'components/office/AccountsScreen.tsx',
      'components/office/ProfileStatus.tsx',
      'components/settings/SettingsScreen.tsx',
      'components/sport/LiveGames.tsx',
    ];
    expect(screens.filter((screen) => graph.has(screen))).toEqual([]);
  });
});
