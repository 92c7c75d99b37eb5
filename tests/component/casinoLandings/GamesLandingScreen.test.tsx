import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createFormatter, createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';
import { SITE_TIME_ZONE } from '@/lib/config/time';

// games-landing/{landingRoute} and slot-first-deposit (server components): an unknown landing is a
// 404, a backend fault the error block; the offer block shows the promotion's terms and its call to
// action; the casino bonus's terms are stated in every currency with the games' weights.

const notFound = vi.fn(() => {
  throw new Error('NEXT_NOT_FOUND');
});
vi.mock('next/navigation', () => ({ notFound, usePathname: () => '/en/games-landing/x', useRouter: () => ({ prefetch: () => undefined, push: vi.fn() }) }));
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) => createTranslator({ locale: 'en', messages: en, namespace: namespace as 'casinoLandings' }),
  getFormatter: async () => createFormatter({ locale: 'en', timeZone: SITE_TIME_ZONE }),
}));
vi.mock('@/components/ui/RefreshErrorState', () => ({ RefreshErrorState: () => <div role="alert">refresh error</div> }));

const { GamesLandingScreen } = await import('@/components/casinoLandings/GamesLandingScreen');
const { LandingOffer } = await import('@/components/casinoLandings/LandingOffer');
const { CasinoBonusTerms } = await import('@/components/casinoLandings/CasinoBonusTerms');
const { SlotFirstDepositScreen } = await import('@/components/casinoLandings/SlotFirstDepositScreen');

const TERMS = {
  product: 'casino' as const,
  bonusPercent: 100,
  cap: { RUB: 1_000_000, USD: 15_000, EUR: 15_000, KZT: 5_000_000 },
  minDeposit: { RUB: 10_000, USD: 100, EUR: 100, KZT: 50_000 },
  wagerMultiplier: 35,
  days: 14,
  weights: { slot: 100, scratch: 50, keno: 50, crash: 20, table: 10 },
};
const WELCOME = {
  id: 102,
  slug: 'casino-welcome-pack',
  title: '100% first deposit bonus for the casino',
  summary: 'Up to 10,000 ₽.',
  body: ['Choose the casino bonus.'],
  accent: '#7d3c98',
  endsAt: null,
  kind: 'casino' as const,
  offer: { type: 'first_deposit' as const, product: 'casino' as const },
  terms: TERMS,
};

describe('a games landing', () => {
  it('is a 404 for a landing the backend does not know', async () => {
    server.use(http.get('*/web-api/casino/landings/nope', () => HttpResponse.json({ errors: [{ code: 'not_found', detail: 'Unknown' }] }, { status: 404 })));
    await expect(GamesLandingScreen({ lng: 'en', landingRoute: 'nope' })).rejects.toThrow('NEXT_NOT_FOUND');
    expect(notFound).toHaveBeenCalled();
  });

  it('shows the error block when the backend fails', async () => {
    server.use(http.get('*/web-api/casino/landings/jackpots', () => HttpResponse.json({ errors: [{ code: 'internal_error', detail: 'down' }] }, { status: 500 })));
    render(await GamesLandingScreen({ lng: 'en', landingRoute: 'jackpots' }));
    expect(screen.getByRole('alert')).toHaveTextContent('refresh error');
  });

  it('offers the promotion with its terms, full terms and the call to action', async () => {
    await renderWithProviders(await LandingOffer({ lng: 'en', promotion: WELCOME }), { language: 'en' });
    const offer = screen.getByRole('region', { name: WELCOME.title });
    expect(within(offer).getByText('Wagering')).toBeInTheDocument();
    expect(within(offer).getByRole('link', { name: 'Full terms of the promotion' })).toHaveAttribute('href', '/en/bonus/casino/102');
    expect(within(offer).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', `/en/registration?returnUrl=${encodeURIComponent('/en/office/recharge?bonus=2')}`);
  });
});

describe('slot-first-deposit', () => {
  it('states the casino bonus terms in every currency, with the games’ weights', async () => {
    render(await CasinoBonusTerms({ terms: TERMS }));
    const terms = screen.getByRole('region', { name: 'Bonus terms' });
    expect(terms).toHaveTextContent('100% of your first deposit');
    expect(terms).toHaveTextContent(/RUB\s10,000\.00 · \$150\.00 · €150\.00 · KZT\s50,000\.00/);
    expect(terms).toHaveTextContent('×35 the bonus within 14 days');
    expect(screen.getByRole('row', { name: 'Slots 100%' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Table and live games 10%' })).toBeInTheDocument();
  });

  it('says so when no casino first-deposit bonus is offered, and shows the error block on a fault', async () => {
    server.use(http.get('*/web-api/promotions', () => HttpResponse.json([{ ...WELCOME, offer: { type: 'join' } }])));
    render(await SlotFirstDepositScreen({ lng: 'en' }));
    expect(screen.getByText('The casino first deposit bonus is not offered at the moment.')).toBeInTheDocument();
    server.use(http.get('*/web-api/promotions', () => HttpResponse.json({ errors: [{ code: 'internal_error', detail: 'down' }] }, { status: 500 })));
    render(await SlotFirstDepositScreen({ lng: 'en' }));
    expect(screen.getByRole('alert')).toHaveTextContent('refresh error');
  });
});
