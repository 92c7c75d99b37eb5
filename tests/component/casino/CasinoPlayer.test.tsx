import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createTranslator } from 'next-intl';
import { CasinoPlayer } from '@/components/casino/CasinoPlayer';
import { casinoPlayerTexts, type PlayerT } from '@/components/casino/casinoPlayerTexts';
import type { Language } from '@/lib/config/languages';
import { loadMessages } from '@/lib/i18n/messages';
import { makeStore } from '@/store/makeStore';
import { allModalsClosed, modalOpened } from '@/store/slices/modals';
import { server } from '@/tests/support/server';
import { BALANCE } from '@/tests/component/auth/loginSupport';
import { renderWithProviders } from '@/tests/support/render';

// The game page's buttons by sign-in state and rights, the frame, the
// session's figures from the game's messages, and the pause while a dialog of the site is open.
const NOW_S = Math.floor(Date.now() / 1000);
const LOGIN = '/en/user/login?returnUrl=%2Fen%2Fslots%2Fgame%2F3001%2Faurora-riches';
const ALL_RIGHTS = ['bet', 'casino', 'deposit', 'withdraw', 'office'];

async function texts(language: Language) {
  const messages = await loadMessages(language);
  const t = createTranslator({ locale: language, messages, namespace: 'casino.player' });
  return casinoPlayerTexts(t as PlayerT, 'Aurora Riches');
}

function backend({ rights = ALL_RIGHTS, banLevel = 0, limits = [] as object[], rightsStatus = 200 } = {}) {
  const calls = { rights: 0, limits: 0, balance: 0 };
  server.use(
    http.get('*/web-api/user/balance', () => {
      calls.balance += 1;
      return HttpResponse.json(BALANCE);
    }),
    http.get('*/web-api/user/rights', () => {
      calls.rights += 1;
      if (rightsStatus !== 200) return HttpResponse.json({ errors: [{ code: 'internal', detail: 'down' }] }, { status: rightsStatus });
      return HttpResponse.json({ rights, ban_level: banLevel, ban_version: 2, allowed_ban_level: 45 });
    }),
    http.get('*/limit-service-api/api/external/web/v3/limits', () => {
      calls.limits += 1;
      return HttpResponse.json(limits);
    }),
  );
  return calls;
}

const limit = (limitType: number, endsAt: number | null) => ({
  limitType,
  limitValue: 1,
  limitState: 'ACTIVE',
  startedAt: NOW_S - 60,
  endsAt,
  limitBalance: null,
  needApprove: false,
  selfExcludeReason: limitType === 30 ? 'I want a break' : null,
  currency: null,
});

async function page({ signedIn, language = 'en' as Language }: { signedIn: boolean; language?: Language }) {
  const store = makeStore({ language, userId: signedIn ? 7 : null });
  return renderWithProviders(
    <CasinoPlayer lng={language} gameId={3001} loginHref={LOGIN} responsibleHref={`/${language}/office/responsible`} texts={await texts(language)} />,
    { store, language },
  );
}

describe('the game page player', () => {
  it('a visitor may play for fun and is sent to the login, back to this game, for money', async () => {
    const calls = backend();
    await page({ signedIn: false });
    expect(screen.getByRole('button', { name: 'Play for fun' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Log in to play for money' })).toHaveAttribute('href', LOGIN);
    expect(screen.queryByRole('button', { name: 'Play for money' })).toBeNull();
    // A visitor's rights are never asked for.
    expect(calls.rights).toBe(0);
  });

  it('a signed-in player with the casino right gets "Play for money", once his rights are in', async () => {
    const calls = backend();
    await page({ signedIn: true });
    expect(await screen.findByRole('button', { name: 'Play for money' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Play for fun' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Log in to play for money' })).toBeNull();
    // The limits are asked only to name a refusal.
    expect(calls.limits).toBe(0);
  });

  it('a self-excluded player reads why, and until when, instead of the button (ru)', async () => {
    backend({ rights: ['withdraw', 'office'], limits: [limit(30, NOW_S + 86_400)] });
    await page({ signedIn: true, language: 'ru' });
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Вы исключили себя из игры, поэтому играть на деньги сейчас нельзя.');
    expect(note).toHaveTextContent('Ограничение действует до');
    expect(within(note).getByRole('link', { name: 'Мои лимиты и ограничения' })).toHaveAttribute('href', '/ru/office/responsible');
    expect(screen.queryByRole('button', { name: 'Играть на деньги' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Играть бесплатно' })).toBeEnabled();
  });

  it('a timed-out player, a player under block 37 and a banned player each read their own reason', async () => {
    backend({ rights: ['withdraw', 'office'], limits: [limit(33, NOW_S + 3600)] });
    const timedOut = await page({ signedIn: true });
    expect(await screen.findByRole('note')).toHaveTextContent('You are taking a break from gambling (a time-out)');
    timedOut.unmount();

    backend({ rights: ['withdraw', 'office'], limits: [limit(37, null)] });
    const blocked = await page({ signedIn: true });
    expect(await screen.findByRole('note')).toHaveTextContent('You have blocked your account from gambling');
    expect(screen.getByRole('note')).not.toHaveTextContent('The restriction ends on');
    blocked.unmount();

    const calls = backend({ rights: [], banLevel: 45 });
    await page({ signedIn: true });
    expect(await screen.findByRole('note')).toHaveTextContent('Your account is blocked, so you cannot play for money.');
    expect(calls.limits).toBe(0);
    expect(screen.queryByRole('button', { name: 'Play for money' })).toBeNull();
  });

  it('rights that cannot be read are said so, and asked again on request', async () => {
    backend({ rightsStatus: 500 });
    await page({ signedIn: true });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not check whether you can play for money.');
    backend();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Play for money' })).toBeEnabled();
  });

  it('"Play for fun" opens the game in a sandboxed frame of the site, and closing it comes back to the button', async () => {
    backend();
    await page({ signedIn: false });
    await userEvent.click(screen.getByRole('button', { name: 'Play for fun' }));
    const frame = screen.getByTitle('Aurora Riches — demo game');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/casino-games/3001?mode=demo&lng=en');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
    expect(screen.getByRole('heading', { name: 'Session: demo, play money' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close the game' }));
    expect(screen.queryByTitle('Aurora Riches — demo game')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Play for fun' })).toHaveFocus());
  });

  it('"Play for money" opens the real game, whose figures come from its own messages only', async () => {
    const calls = backend();
    const { store } = await page({ signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Play for money' }));
    const frame = screen.getByTitle('Aurora Riches — playing for money') as HTMLIFrameElement;
    expect(frame).toHaveAttribute('src', '/casino-games/3001?mode=real&lng=en');
    expect(screen.getByLabelText('Net position')).toHaveTextContent('—');
    expect(screen.getByLabelText('Time played')).toHaveTextContent('0:00');

    const summary = { startedAt: new Date().toISOString(), elapsedSeconds: 125, rounds: 4, staked: 8, won: 3.5, net: -4.5 };
    const state = { type: 'casino-game:state', gameId: 3001, mode: 'real', balance: 9995.5, currency: 'RUB', summary };
    const post = (data: unknown, origin = window.location.origin, source: Window | null = frame.contentWindow) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
      });
    // Another origin, another window, another game: none of them is the game's.
    await post({ ...state, summary: { ...summary, net: 100 } }, 'https://evil.example');
    await post({ ...state, summary: { ...summary, net: 100 } }, window.location.origin, window);
    await post({ ...state, gameId: 3002 });
    await post({ ...state, mode: 'demo' });
    await post({ type: 'casino-game:state' });
    expect(screen.getByLabelText('Net position')).toHaveTextContent('—');
    expect(calls.balance).toBe(0);

    await post(state);
    expect(screen.getByLabelText('Net position')).toHaveTextContent('-RUB 4.50');
    expect(screen.getByLabelText('Time played')).toHaveTextContent('2:05');
    expect(screen.getByLabelText('Rounds')).toHaveTextContent('4');
    await post({ ...state, summary: { ...summary, rounds: 5, won: 13.5, net: 5.5 } });
    expect(screen.getByLabelText('Net position')).toHaveTextContent('+RUB 5.50');
    // Real money moved: the header's balance is asked again.
    await waitFor(() => expect(store.getState().account.accounts.map((a) => a.money)).toEqual([10000]));
    expect(calls.balance).toBeGreaterThan(0);
  });

  it('pauses the game while a dialog of the site is open, and resumes it when the last one closes', async () => {
    backend();
    const { store } = await page({ signedIn: false });
    await userEvent.click(screen.getByRole('button', { name: 'Play for fun' }));
    const frame = screen.getByTitle('Aurora Riches — demo game') as HTMLIFrameElement;
    const posted = vi.spyOn(frame.contentWindow!, 'postMessage');
    fireEvent.load(frame);
    // Nothing was paused: no resume out of the blue.
    expect(posted).not.toHaveBeenCalled();

    act(() => {
      store.dispatch(modalOpened({ kind: 'realityCheck', props: { minutes: 15 } }));
    });
    await waitFor(() => expect(posted).toHaveBeenCalledWith({ type: 'casino-game:pause' }, window.location.origin));
    expect(screen.getByRole('status')).toHaveTextContent('The game is paused while a dialog of the site is open.');
    act(() => {
      store.dispatch(modalOpened({ kind: 'realityCheck', props: { minutes: 15 } }));
    });
    expect(posted).toHaveBeenCalledTimes(1);

    act(() => {
      store.dispatch(allModalsClosed());
    });
    await waitFor(() => expect(posted).toHaveBeenLastCalledWith({ type: 'casino-game:resume' }, window.location.origin));
    expect(posted).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('a dialog already open when the game loads pauses it at once, and again after the game page reloads', async () => {
    backend();
    const { store } = await page({ signedIn: false });
    act(() => {
      store.dispatch(modalOpened({ kind: 'realityCheck', props: { minutes: 15 } }));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Play for fun' }));
    const frame = screen.getByTitle('Aurora Riches — demo game') as HTMLIFrameElement;
    const posted = vi.spyOn(frame.contentWindow!, 'postMessage');
    fireEvent.load(frame);
    await waitFor(() => expect(posted).toHaveBeenCalledWith({ type: 'casino-game:pause' }, window.location.origin));
    // The game's page loaded again (its own navigation): a new page, paused again.
    fireEvent.load(frame);
    await waitFor(() => expect(posted).toHaveBeenCalledTimes(2));
    expect(posted).toHaveBeenLastCalledWith({ type: 'casino-game:pause' }, window.location.origin);
  });
});
