import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { LINK_PREFETCH_IDLE_MS } from '@/lib/config/navigation';
import type { LinkKind } from '@/lib/navigation/prefetch';

// What AppLink hands to Next's Link, by href: the real Link renders and follows the link, the test
// reads the prefetch and scroll settings it was given (a prefetch itself runs in production only).
const given = vi.hoisted(() => new Map<string, { prefetch?: unknown; scroll?: unknown }>());
vi.mock('next/link', async (importOriginal) => {
  const actual = await importOriginal<typeof import('next/link')>();
  const Real = actual.default;
  function Spied(props: Parameters<typeof Real>[0]) {
    given.set(String(props.href), { prefetch: props.prefetch, scroll: props.scroll });
    return <Real {...props} />;
  }
  return { ...actual, default: Spied };
});

/**
 * A fresh page load: the links' shared prefetch state (components/ui/usePrefetchAllowed.ts) and
 * the navigation announcements start anew.
 */
async function pageLoad() {
  vi.resetModules();
  const [{ AppLink }, events] = await Promise.all([import('@/components/ui/AppLink'), import('@/lib/navigation/events')]);
  return { AppLink, onNavigationStart: events.onNavigationStart };
}

function connection(value: object | undefined) {
  Object.defineProperty(navigator, 'connection', { value, configurable: true });
}

const prefetchOf = (href: string) => given.get(href)?.prefetch;
const idle = () => act(() => vi.advanceTimersByTime(LINK_PREFETCH_IDLE_MS));

beforeEach(() => {
  given.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  connection({ effectiveType: '4g', saveData: false });
});
afterEach(() => {
  cleanup();
  connection(undefined);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a link of the site', () => {
  it('is an anchor with its href and attributes, scrolling left to the ScrollManager', async () => {
    const { AppLink } = await pageLoad();
    render(
      <AppLink kind="navigation" href="/en/live?sport=1" className="sections-nav__link" aria-current="page">
        Live
      </AppLink>,
    );
    const link = screen.getByRole('link', { name: 'Live' });
    expect(link).toHaveAttribute('href', '/en/live?sport=1');
    expect(link).toHaveClass('sections-nav__link');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(given.get('/en/live?sport=1')?.scroll).toBe(false);
  });
});

// Under vitest `next/link` resolves to the pages router's Link; it follows a click by the same
// rules as the app router's (onNavigate, modified clicks, targets, downloads), through the router
// it is given here.
describe('a link followed in the app', () => {
  let push: ReturnType<typeof vi.fn>;
  function withRouter(children: ReactNode) {
    push = vi.fn(() => Promise.resolve(true));
    const router = { push, replace: vi.fn(), prefetch: vi.fn(() => Promise.resolve()) } as unknown as NextRouter;
    return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
  }

  it('is a client navigation without scrolling, announced for the progress bar', async () => {
    const { AppLink, onNavigationStart } = await pageLoad();
    const seen: string[] = [];
    onNavigationStart((target) => seen.push(target));
    render(withRouter(<AppLink kind="navigation" href="/en/live?sport=football">Live</AppLink>));
    expect(fireEvent.click(screen.getByRole('link', { name: 'Live' }))).toBe(false);
    expect(push).toHaveBeenCalledWith('/en/live?sport=football', { scroll: false });
    expect(seen).toEqual(['/en/live?sport=football']);
  });

  it("announces nothing and goes nowhere when the caller's onNavigate cancels it", async () => {
    const { AppLink, onNavigationStart } = await pageLoad();
    const seen: string[] = [];
    onNavigationStart((target) => seen.push(target));
    render(
      withRouter(
        <AppLink kind="navigation" href="/en/live" onNavigate={(event) => event.preventDefault()}>
          Live
        </AppLink>,
      ),
    );
    fireEvent.click(screen.getByRole('link', { name: 'Live' }));
    expect(push).not.toHaveBeenCalled();
    expect(seen).toEqual([]);
  });

  it('leaves a ctrl-click, a new-tab link and a download to the browser, unannounced', async () => {
    const { AppLink, onNavigationStart } = await pageLoad();
    const seen: string[] = [];
    onNavigationStart((target) => seen.push(target));
    render(
      withRouter(
        <>
          <AppLink kind="navigation" href="/en/live">
            Live
          </AppLink>
          <AppLink kind="action" href="/en/print" target="_blank">
            Print
          </AppLink>
          <AppLink kind="office" href="/en/office/statement" download>
            Statement
          </AppLink>
        </>,
      ),
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'Live' }), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Print' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Statement' }))).toBe(true);
    expect(push).not.toHaveBeenCalled();
    expect(seen).toEqual([]);
  });
});

describe('link prefetch (shell-and-routing.md §9, docs/decisions/links-and-prefetch.md)', () => {
  it('prefetches a navigation link when visible, but not before the idle time (at the latest 2000 ms)', async () => {
    const { AppLink } = await pageLoad();
    render(
      <AppLink kind="navigation" href="/en/line">
        Line
      </AppLink>,
    );
    expect(prefetchOf('/en/line')).toBe(false);
    act(() => vi.advanceTimersByTime(LINK_PREFETCH_IDLE_MS - 1));
    expect(prefetchOf('/en/line')).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(prefetchOf('/en/line')).toBe('auto');
  });

  it('waits for the browser idle callback, with a 2000 ms timeout, where there is one', async () => {
    let task: IdleRequestCallback | null = null;
    const requestIdle = vi.fn((callback: IdleRequestCallback, options?: IdleRequestOptions) => {
      void options;
      task = callback;
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', requestIdle);
    const { AppLink } = await pageLoad();
    render(
      <AppLink kind="navigation" href="/en/results">
        Results
      </AppLink>,
    );
    expect(requestIdle).toHaveBeenCalledWith(expect.any(Function), { timeout: LINK_PREFETCH_IDLE_MS });
    expect(prefetchOf('/en/results')).toBe(false);
    act(() => task?.({ didTimeout: false, timeRemaining: () => 10 }));
    expect(prefetchOf('/en/results')).toBe('auto');
  });

  it.each<LinkKind>(['list', 'footer', 'office'])('prefetches the page of a link of kind %s once the visitor points at it or focuses it', async (kind) => {
    const { AppLink } = await pageLoad();
    render(
      <>
        <AppLink kind={kind} href="/en/pointed">
          Pointed
        </AppLink>
        <AppLink kind={kind} href="/en/focused">
          Focused
        </AppLink>
      </>,
    );
    idle();
    expect([prefetchOf('/en/pointed'), prefetchOf('/en/focused')]).toEqual([false, false]);
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Pointed' }));
    fireEvent.focus(screen.getByRole('link', { name: 'Focused' }));
    expect([prefetchOf('/en/pointed'), prefetchOf('/en/focused')]).toEqual(['auto', 'auto']);
  });

  it('never prefetches a link that starts something, even pointed at', async () => {
    const { AppLink } = await pageLoad();
    render(
      <AppLink kind="action" href="/en/registration">
        Register
      </AppLink>,
    );
    idle();
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Register' }));
    expect(prefetchOf('/en/registration')).toBe(false);
  });

  it.each([
    ['2g', { effectiveType: '2g' }],
    ['slow-2g', { effectiveType: 'slow-2g' }],
    ['save-data', { effectiveType: '4g', saveData: true }],
  ])('prefetches nothing on %s', async (_name, value) => {
    connection(value);
    const { AppLink } = await pageLoad();
    render(
      <>
        <AppLink kind="navigation" href="/en/live">
          Live
        </AppLink>
        <AppLink kind="list" href="/en/line/football">
          Football
        </AppLink>
      </>,
    );
    idle();
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Football' }));
    expect([prefetchOf('/en/live'), prefetchOf('/en/line/football')]).toEqual([false, false]);
  });

  it('stops prefetching when save-data is turned on later', async () => {
    const network = Object.assign(new EventTarget(), { effectiveType: '4g', saveData: false });
    connection(network);
    const { AppLink } = await pageLoad();
    render(
      <AppLink kind="navigation" href="/en/casino">
        Casino
      </AppLink>,
    );
    idle();
    expect(prefetchOf('/en/casino')).toBe('auto');
    network.saveData = true;
    act(() => void network.dispatchEvent(new Event('change')));
    expect(prefetchOf('/en/casino')).toBe(false);
  });
});
