import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { AppLink } from '@/components/ui/AppLink';
import { onNavigationStart } from '@/lib/navigation/events';

// Next's Link calls `onNavigate` only inside a mounted app router; this stand-in does it on every
// click, which is what the router does for an in-app link (the browser test covers the real one).
vi.mock('next/link', () => ({
  default: ({ onNavigate, prefetch, scroll, ...props }: ComponentProps<'a'> & {
    onNavigate?: (event: { preventDefault: () => void }) => void;
    prefetch?: unknown;
    scroll?: unknown;
  }) => {
    void scroll;
    return (
      <a
        {...props}
        data-prefetch={String(prefetch)}
        onClick={(event) => {
          event.preventDefault();
          onNavigate?.({ preventDefault: () => undefined });
        }}
      />
    );
  },
}));

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
});

function starts() {
  const seen: string[] = [];
  stop = onNavigationStart((target) => seen.push(target));
  return seen;
}

describe('a link followed in the app', () => {
  it('announces the navigation with its full address, for the progress bar', () => {
    const seen = starts();
    render(<AppLink href="/en/live">Live</AppLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Live' }));
    expect(seen).toEqual([`${window.location.origin}/en/live`]);
  });

  it('announces nothing when the caller cancels the navigation', () => {
    const seen = starts();
    render(
      <AppLink href="/en/live" onNavigate={(event) => event.preventDefault()}>
        Live
      </AppLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Live' }));
    expect(seen).toEqual([]);
  });

  it('never turns on Next.js prefetch, even when asked to', () => {
    render(
      <AppLink href="/en/live" prefetch>
        Live
      </AppLink>,
    );
    expect(screen.getByRole('link', { name: 'Live' })).toHaveAttribute('data-prefetch', 'false');
  });
});
