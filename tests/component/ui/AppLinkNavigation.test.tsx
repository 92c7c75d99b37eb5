import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AppLink } from '@/components/ui/AppLink';
import { setLinkRouter } from '@/components/ui/linkRouter';
import { onNavigationStart } from '@/lib/navigation/events';

let stop: (() => void) | null = null;
let push: ReturnType<typeof vi.fn<(target: string) => void>>;
beforeEach(() => {
  push = vi.fn<(target: string) => void>();
  setLinkRouter({ prefetch: vi.fn(), push });
});
afterEach(() => {
  cleanup();
  setLinkRouter(null);
  stop?.();
  stop = null;
});

function starts() {
  const seen: string[] = [];
  stop = onNavigationStart((target) => seen.push(target));
  return seen;
}

/** Clicks the link; returns whether the browser would have followed it itself. */
function click(name: string, init: MouseEventInit = {}) {
  return fireEvent.click(screen.getByRole('link', { name }), init);
}

describe('a link followed in the app', () => {
  it('is a client navigation to its path, query and hash, announced for the progress bar', () => {
    const seen = starts();
    render(<AppLink href="/en/live?sport=football#top">Live</AppLink>);
    expect(click('Live')).toBe(false);
    expect(push).toHaveBeenCalledWith('/en/live?sport=football#top');
    expect(seen).toEqual([`${window.location.origin}/en/live?sport=football#top`]);
  });

  it("runs the caller's click handler first; one that prevents the click leaves the link alone", () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <AppLink href="/en/live" onClick={onClick}>
        Live
      </AppLink>,
    );
    click('Live');
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(push).not.toHaveBeenCalled();
  });

  it('announces nothing and goes nowhere when the caller cancels the navigation', () => {
    const seen = starts();
    render(
      <AppLink href="/en/live" onNavigate={(event) => event.preventDefault()}>
        Live
      </AppLink>,
    );
    expect(click('Live')).toBe(false);
    expect(push).not.toHaveBeenCalled();
    expect(seen).toEqual([]);
  });

  it('leaves a ctrl-click, a new-tab link and another site to the browser', () => {
    const seen = starts();
    render(
      <>
        <AppLink href="/en/live">Live</AppLink>
        <AppLink href="/en/print" target="_blank">
          Print
        </AppLink>
        <AppLink href="https://other.example/">Other</AppLink>
      </>,
    );
    expect(click('Live', { ctrlKey: true })).toBe(true);
    expect(click('Print')).toBe(true);
    expect(click('Other')).toBe(true);
    expect(push).not.toHaveBeenCalled();
    expect(seen).toEqual([]);
  });

  it('is left to the browser where no router is mounted (error pages)', () => {
    setLinkRouter(null);
    render(<AppLink href="/en/live">Live</AppLink>);
    expect(click('Live')).toBe(true);
  });
});
