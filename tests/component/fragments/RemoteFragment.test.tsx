import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/tests/support/server';
import { RemoteFragment } from '@/components/fragments/RemoteFragment';
import { FRAGMENT_TIMEOUT_MS } from '@/lib/config/fragments';
import {
  advance,
  errorBlock,
  flush,
  fragmentServer,
  fragmentTestSetup,
  fragmentTestTeardown,
  refreshButton,
  renderInAct,
  show,
} from './support';

vi.mock('next/navigation', () => ({ usePathname: () => '/en/line' }));

let consoleError: ReturnType<typeof vi.spyOn>;
let consoleWarn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  ({ consoleError, consoleWarn } = fragmentTestSetup());
});
afterEach(fragmentTestTeardown);

describe('RemoteFragment, loading and success', () => {
  it('shows the skeleton, announced as busy, while the call is out', async () => {
    const calls = fragmentServer(['hang', 'ok']);
    await renderInAct(<RemoteFragment name="footer" />);
    expect(screen.getByRole('status', { name: 'Loading the block…' })).toHaveAttribute('aria-busy', 'true');
    await flush();
    expect(calls).toHaveLength(1);
    expect(screen.getByRole('status', { name: 'Loading the block…' })).toBeInTheDocument();
  });

  it('asks for the current path with the fragment headers and shows the answer', async () => {
    const calls = fragmentServer(['ok']);
    const { container } = await show();
    const region = screen.getByRole('region', { name: 'Licence and support' });
    expect(within(region).getByText('Licence No. BS-0427')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/betsite_example');
    expect(container.querySelector('style')?.textContent).toBe('.fragment-footer { color: red; }');
    expect(new URL(calls[0]!.url).pathname).toBe('/fragments/footer/en/line');
    expect(calls[0]!.method).toBe('GET');
    expect(calls[0]!.headers.get('x-render-mode')).toBe('json');
    expect(calls[0]!.headers.get('x-api-version')).toBe('v2');
    expect(errorBlock()).not.toBeInTheDocument();
  });

  it('POSTs the component list, and sends the error status of an error-page fragment', async () => {
    const calls = fragmentServer(['ok'], 'error-page');
    await show({ name: 'error-page', status: 404, components: ['message'] });
    expect(calls[0]!.method).toBe('POST');
    expect(await calls[0]!.json()).toEqual({ components: ['message'] });
    expect(new URL(calls[0]!.url).search).toBe('?status=404');
  });

  it('loads allowed style sheets into the head and removes them when it goes', async () => {
    fragmentServer([{ cssToLoad: ['/static/footer.css', 'https://evil.example/x.css'] }]);
    const { unmount } = await show();
    const links = document.head.querySelectorAll('link[data-fragment="footer"]');
    expect(Array.from(links, (link) => link.getAttribute('href'))).toEqual(['/static/footer.css']);
    expect(consoleWarn).toHaveBeenCalledWith(expect.stringContaining('cssToLoad: dropped "https://evil.example/x.css"'));
    unmount();
    expect(document.head.querySelector('link[data-fragment]')).toBeNull();
  });
});

describe('RemoteFragment, failure and retries', () => {
  it('shows the error block, logs the error, and recovers by an automatic retry after 1000 ms', async () => {
    const calls = fragmentServer(['fail', 'ok']);
    await show();
    const block = errorBlock();
    expect(block).toHaveTextContent('This block could not be loaded.');
    expect(block).toHaveTextContent('Refresh the page or press Refresh.');
    expect(refreshButton()).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('[fragment footer] Fragment "footer" answered 503: Fragment service down');
    await advance(999);
    expect(calls).toHaveLength(1);
    await advance(1);
    expect(calls).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Licence and support' })).toBeInTheDocument();
    expect(errorBlock()).not.toBeInTheDocument();
  });

  it('retries 3 times, 1000, 2000 and 4000 ms apart, then stops with the error block', async () => {
    const calls = fragmentServer(['fail']);
    await show();
    const schedule: Array<[number, number]> = [];
    for (const wait of [1000, 2000, 4000]) {
      await advance(wait - 1);
      schedule.push([wait - 1, calls.length]);
      await advance(1);
      schedule.push([wait, calls.length]);
    }
    expect(schedule).toEqual([
      [999, 1],
      [1000, 2],
      [1999, 2],
      [2000, 3],
      [3999, 3],
      [4000, 4],
    ]);
    await advance(60_000);
    expect(calls).toHaveLength(4);
    expect(errorBlock()).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledTimes(4);
  });

  it('recovers on the third retry after two more failures', async () => {
    const calls = fragmentServer(['fail', 'fail', 'fail', 'ok']);
    await show();
    await advance(1000 + 2000 + 4000);
    expect(calls).toHaveLength(4);
    expect(screen.getByRole('region', { name: 'Licence and support' })).toBeInTheDocument();
  });

  it('reloads with the refresh button once the retries are spent, at most once per 1000 ms', async () => {
    const calls = fragmentServer(['fail']);
    await show();
    await advance(7000);
    expect(calls).toHaveLength(4);

    fireEvent.click(refreshButton());
    await flush();
    expect(calls).toHaveLength(5);

    vi.setSystemTime(Date.now() + 999);
    fireEvent.click(refreshButton());
    await flush();
    expect(calls).toHaveLength(5);

    vi.setSystemTime(Date.now() + 1);
    fireEvent.click(refreshButton());
    await flush();
    expect(calls).toHaveLength(6);
  });

  it('starts the automatic retries afresh after a reload', async () => {
    const calls = fragmentServer(['fail', 'fail', 'fail', 'fail', 'fail', 'ok']);
    await show();
    await advance(7000);
    fireEvent.click(refreshButton());
    await flush();
    expect(calls).toHaveLength(5);
    await advance(1000);
    expect(calls).toHaveLength(6);
    expect(screen.getByRole('region', { name: 'Licence and support' })).toBeInTheDocument();
  });

  it('ends a hanging call after the timeout in the error block', async () => {
    const calls = fragmentServer(['hang']);
    await show();
    expect(screen.getByRole('status', { name: 'Loading the block…' })).toBeInTheDocument();
    await advance(FRAGMENT_TIMEOUT_MS - 1);
    expect(errorBlock()).not.toBeInTheDocument();
    await advance(1);
    expect(errorBlock()).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(`[fragment footer] Fragment "footer" did not answer within ${FRAGMENT_TIMEOUT_MS} ms`);
    expect(calls).toHaveLength(1);
  });

  it('treats malformed JSON as a failure with a clear message, and retries it', async () => {
    const calls = fragmentServer(['malformed', 'ok']);
    await show();
    expect(errorBlock()).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('[fragment footer] Fragment "footer": the answer is not valid JSON');
    await advance(1000);
    expect(calls).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Licence and support' })).toBeInTheDocument();
  });

  it('treats a payload missing a field as a failure naming it', async () => {
    server.use(http.get('*/fragments/footer/*', () => HttpResponse.json({ appName: 'footer', title: 'x' })));
    await show();
    expect(errorBlock()).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/^\[fragment footer\] Fragment "footer": unexpected answer at codeToEval/));
  });

  it('stops retrying when it leaves the page', async () => {
    const calls = fragmentServer(['fail']);
    const { unmount } = await show();
    unmount();
    await advance(10_000);
    expect(calls).toHaveLength(1);
  });
});

class Boundary extends Component<{ children: ReactNode }, { error: (Error & { status?: number }) | null }> {
  state = { error: null as (Error & { status?: number }) | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="note">Page error {this.state.error.status}</p> : this.props.children;
  }
}

describe('RemoteFragment, status errors', () => {
  it('raise a page error with the status for the nearest error boundary', async () => {
    fragmentServer([404]);
    await renderInAct(
      <Boundary>
        <RemoteFragment name="footer" />
      </Boundary>,
    );
    await flush();
    expect(screen.getByRole('note')).toHaveTextContent('Page error 404');
  });

  it('show the error block instead where the fragment must not take the page down, and are not retried', async () => {
    const calls = fragmentServer([404, 'ok']);
    await show({ onStatusError: 'block' });
    expect(errorBlock()).toBeInTheDocument();
    await advance(10_000);
    expect(calls).toHaveLength(1);
    fireEvent.click(refreshButton());
    await flush();
    expect(screen.getByRole('region', { name: 'Licence and support' })).toBeInTheDocument();
  });
});
