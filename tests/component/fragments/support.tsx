import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';
import { RemoteFragment, type RemoteFragmentProps } from '@/components/fragments/RemoteFragment';
import type { FragmentPayload } from '@/lib/api/fragment';

// Shared by the RemoteFragment tests: a fragment endpoint with scripted answers, and ways to let
// it answer without moving the fake clock. The tests mock next/navigation (path /en/line).

export const FOOTER: FragmentPayload = {
  appName: 'footer',
  title: 'Licence and support',
  codeToEval: '',
  scriptsToLoad: [],
  head: '',
  body: '<div class="fragment-footer"><p>Licence No. BS-0427</p><a href="https://t.me/betsite_example">Telegram</a></div>',
  style: '.fragment-footer { color: red; }',
  cssToLoad: [],
};

export type Answer = 'ok' | 'fail' | 'hang' | 'malformed' | 404 | Partial<FragmentPayload>;

/**
 * The fragment endpoint: answers with the queued answers in turn (the last one repeats) and
 * records every call.
 */
export function fragmentServer(answers: Answer[], name = 'footer') {
  const calls: Request[] = [];
  const respond = async ({ request }: { request: Request }) => {
    const answer = answers[Math.min(calls.length, answers.length - 1)]!;
    calls.push(request.clone());
    if (answer === 'fail') return HttpResponse.json({ errors: [{ detail: 'Fragment service down' }] }, { status: 503 });
    if (answer === 'hang') return delay('infinite');
    if (answer === 'malformed') return new HttpResponse('{"appName": "footer", "body": ', { headers: { 'Content-Type': 'application/json' } });
    if (answer === 404) return HttpResponse.json({ errors: [{ detail: 'No such page' }] }, { status: 404 });
    return HttpResponse.json({ ...FOOTER, ...(answer === 'ok' ? {} : answer) });
  };
  server.use(http.get(`*/fragments/${name}/*`, respond), http.post(`*/fragments/${name}/*`, respond));
  return calls;
}

async function macrotasks() {
  for (let i = 0; i < 20; i += 1) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
}

/**
 * Real macrotasks (msw answering, React rendering) without moving the fake clock. The error block
 * brings its words on demand: on a busy machine that import outlasts any count of macrotasks, so
 * the flush waits for it by name and then lets React show what waited.
 */
export async function flush() {
  await macrotasks();
  await act(() => vi.dynamicImportSettled());
  await macrotasks();
}

export async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await flush();
}

/** Renders inside act, so the first load (started by the mount) updates React inside it too. */
export async function renderInAct(ui: ReactElement) {
  let view: Awaited<ReturnType<typeof renderWithProviders>> | undefined;
  await act(async () => {
    view = await renderWithProviders(ui, { language: 'en' });
  });
  return view!;
}

export async function show(props: Partial<RemoteFragmentProps> = {}) {
  const view = await renderInAct(<RemoteFragment name="footer" onStatusError="block" {...props} />);
  await flush();
  return view;
}

export const errorBlock = () => screen.queryByRole('alert');
export const refreshButton = () => screen.getByRole('button', { name: 'Refresh' });

/** Fake timers and silenced console for one test; returns the console spies. */
export function fragmentTestSetup() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  return {
    consoleError: vi.spyOn(console, 'error').mockImplementation(() => undefined),
    consoleWarn: vi.spyOn(console, 'warn').mockImplementation(() => undefined),
  };
}

/**
 * What a fragment's code in these tests writes: a mark on the document. The code runs as a script
 * element (components/fragments/applyFragment.ts), in jsdom's own global, which is not the tests'
 * `window`; the document is the same for both.
 */
export const fragmentRan = () => document.body.dataset.fragmentRan;

export function fragmentTestTeardown() {
  vi.useRealTimers();
  delete document.body.dataset.fragmentRan;
  // What applyFragment added (the head's elements, the scripts at the body's end), not React's markup.
  document.querySelectorAll('head > [data-fragment], body > script[data-fragment]').forEach((element) => element.remove());
}
