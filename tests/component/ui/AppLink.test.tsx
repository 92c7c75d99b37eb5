import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { AppLink } from '@/components/ui/AppLink';
import { setLinkRouter } from '@/components/ui/linkRouter';
import { LINK_PREFETCH_IDLE_MS } from '@/lib/config/navigation';

/** An IntersectionObserver stand-in: the test says when a watched link comes into view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly watched = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  static show(element: Element) {
    for (const observer of FakeObserver.all.filter((o) => o.watched.has(element))) {
      const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }
}

function connection(value: { effectiveType?: string; saveData?: boolean } | undefined) {
  Object.defineProperty(navigator, 'connection', { value, configurable: true });
}

let prefetch: ReturnType<typeof vi.fn<(target: string) => void>>;

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  prefetch = vi.fn<(target: string) => void>();
  setLinkRouter({ prefetch, push: vi.fn() });
  connection({ effectiveType: '4g', saveData: false });
});
afterEach(() => {
  // Links go before the browser stand-ins they use.
  cleanup();
  setLinkRouter(null);
  connection(undefined);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function show(name: string) {
  act(() => FakeObserver.show(screen.getByRole('link', { name })));
}

describe('link prefetch (shell spec §9)', () => {
  it('prefetches a visible link in idle time, within 2000 ms', () => {
    render(<AppLink href="/en/promotions">Promotions</AppLink>);
    act(() => vi.advanceTimersByTime(LINK_PREFETCH_IDLE_MS * 2));
    expect(prefetch).not.toHaveBeenCalled();
    show('Promotions');
    act(() => vi.advanceTimersByTime(LINK_PREFETCH_IDLE_MS - 1));
    expect(prefetch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(prefetch).toHaveBeenCalledWith('/en/promotions');
  });

  it('uses the browser idle callback with a 2000 ms timeout where there is one', () => {
    const idle = vi.fn((task: IdleRequestCallback, options?: IdleRequestOptions) => {
      void options;
      task({ didTimeout: false, timeRemaining: () => 10 });
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    render(<AppLink href="/en/results">Results</AppLink>);
    show('Results');
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: LINK_PREFETCH_IDLE_MS });
    expect(prefetch).toHaveBeenCalledWith('/en/results');
  });

  it('prefetches a page once, however many links lead there', () => {
    render(
      <>
        <AppLink href="/en/live">Live</AppLink>
        <AppLink href="/en/live">All live events</AppLink>
      </>,
    );
    show('Live');
    show('All live events');
    act(() => vi.advanceTimersByTime(LINK_PREFETCH_IDLE_MS));
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['2g', { effectiveType: '2g' }],
    ['slow-2g', { effectiveType: 'slow-2g' }],
    ['save-data', { effectiveType: '4g', saveData: true }],
  ])('prefetches nothing on %s', (_name, value) => {
    connection(value);
    render(<AppLink href={`/en/line?connection=${_name}`}>Line</AppLink>);
    show('Line');
    act(() => vi.advanceTimersByTime(LINK_PREFETCH_IDLE_MS));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('prefetches nothing for a link marked prefetch={false}, or one gone before the idle time', () => {
    const { unmount } = render(
      <>
        <AppLink href="/en/news" prefetch={false}>
          News
        </AppLink>
        <AppLink href="/en/blog">Blog</AppLink>
      </>,
    );
    expect(FakeObserver.all.flatMap((o) => [...o.watched])).toEqual([screen.getByRole('link', { name: 'Blog' })]);
    show('Blog');
    unmount();
    act(() => vi.advanceTimersByTime(LINK_PREFETCH_IDLE_MS));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('prefetches nothing where no router handed its prefetch in (error pages, tests)', () => {
    setLinkRouter(null);
    render(<AppLink href="/en/about">About</AppLink>);
    show('About');
    act(() => vi.advanceTimersByTime(LINK_PREFETCH_IDLE_MS));
    expect(prefetch).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/en/about');
  });
});
