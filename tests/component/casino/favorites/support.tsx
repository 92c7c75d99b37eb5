import type { ReactElement } from 'react';
import { delay, http, HttpResponse } from 'msw';
import type { CasinoGame } from '@/lib/api/casinoGames';
import type { Language } from '@/lib/config/languages';
import { ModalHost } from '@/components/modals/ModalHost';
import { NotificationHost } from '@/components/notifications/NotificationHost';
import { makeStore } from '@/store/makeStore';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';

// The favourites and recent games of docs/casino-api.md as msw handlers over one player's state.

/** A game list item as the backend answers it (backend/src/casino/view.ts gameListItem). */
export function game(id: number, name: string, over: Partial<CasinoGame> = {}): CasinoGame {
  return {
    id,
    name,
    route: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    oldRoute: '',
    categories: ['slots'],
    tagId: 0,
    providerId: 1,
    providerSlug: 'studio',
    providerName: `${name} Studio`,
    art: { palette: ['#111', '#222', '#333'], motif: 'stars', seed: id },
    accent: '#222',
    isNew: false,
    isHot: false,
    ...over,
  };
}

export const MIDAS = game(3001, 'Midas Gold');
export const SPACE = game(3002, 'Space Wins');
export const BOOK = game(3003, 'Book of Ra');
export const CATALOGUE = [MIDAS, SPACE, BOOK];

const jsonApiError = (status: number, code: string, meta?: Record<string, unknown>) =>
  HttpResponse.json({ errors: [{ status: String(status), code, detail: `Refused: ${code}`, ...(meta ? { meta } : {}) }] }, { status });

export interface BackendOptions {
  favorites?: CasinoGame[];
  recent?: (CasinoGame & { playedAt: string })[];
  /** The first reads of each list fail with a 500, then they answer. */
  favoritesReadsFail?: number;
  recentReadsFail?: number;
  /** What PUT, DELETE one and DELETE all answer instead of success. */
  markFails?: { status: number; code: string; meta?: Record<string, unknown> };
  clearFails?: boolean;
}

/** The backend: `state` is what it holds (the handlers change it), `calls` what the page sent. */
export function backend(options: BackendOptions = {}) {
  const state = { favorites: [...(options.favorites ?? [])] };
  const calls = { favoritesReads: 0, recentReads: 0, put: [] as number[], deleted: [] as number[], cleared: 0, bodies: [] as unknown[] };
  let favoritesFail = options.favoritesReadsFail ?? 0;
  let recentFail = options.recentReadsFail ?? 0;
  server.use(
    http.get('*/web-api/casino/favorites', () => {
      calls.favoritesReads += 1;
      if (favoritesFail-- > 0) return jsonApiError(500, 'internal');
      return HttpResponse.json({ items: state.favorites });
    }),
    http.put('*/web-api/casino/favorites/:gameId', async ({ params, request }) => {
      const id = Number(params.gameId);
      calls.put.push(id);
      calls.bodies.push({ type: request.headers.get('content-type'), body: await request.json() });
      // A refusal takes a moment, as over a network: the optimistic heart is seen before it.
      if (options.markFails) return delay(50).then(() => jsonApiError(options.markFails!.status, options.markFails!.code, options.markFails!.meta));
      const found = CATALOGUE.find((g) => g.id === id);
      if (found && !state.favorites.some((g) => g.id === id)) state.favorites = [found, ...state.favorites];
      return HttpResponse.json({ gameId: id, favorite: true });
    }),
    http.delete('*/web-api/casino/favorites/:gameId', async ({ params, request }) => {
      const id = Number(params.gameId);
      calls.deleted.push(id);
      calls.bodies.push({ type: request.headers.get('content-type'), body: await request.json() });
      if (options.markFails) return jsonApiError(options.markFails.status, options.markFails.code);
      state.favorites = state.favorites.filter((g) => g.id !== id);
      return HttpResponse.json({ gameId: id, favorite: false });
    }),
    http.delete('*/web-api/casino/favorites', () => {
      calls.cleared += 1;
      if (options.clearFails) return jsonApiError(500, 'internal');
      const removed = state.favorites.length;
      state.favorites = [];
      return HttpResponse.json({ removed });
    }),
    http.get('*/web-api/casino/recent', () => {
      calls.recentReads += 1;
      if (recentFail-- > 0) return jsonApiError(500, 'internal');
      return HttpResponse.json({ items: options.recent ?? [] });
    }),
  );
  return { state, calls };
}

/** `ui` with the modal and notification hosts the player sees them in; signed in unless `guest`. */
export function renderPage(ui: ReactElement, { guest = false, language = 'en' }: { guest?: boolean; language?: Language } = {}) {
  const store = makeStore({ language, userId: guest ? null : 1001 });
  return renderWithProviders(
    <>
      {ui}
      <ModalHost />
      <NotificationHost />
    </>,
    { language, store },
  );
}

/** An ISO time `minutes` before now. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
