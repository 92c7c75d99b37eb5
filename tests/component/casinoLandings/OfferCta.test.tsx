import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { HeroArt } from '@/components/casinoLandings/HeroArt';
import { OfferCta } from '@/components/casinoLandings/OfferCta';
import { offerLinks } from '@/components/casinoLandings/links';
import { sessionStarted } from '@/store/slices/app';
import { makeStore } from '@/store/makeStore';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';

vi.mock('next/navigation', () => ({ usePathname: () => '/en/slot-first-deposit', useRouter: () => ({ prefetch: () => undefined, push: vi.fn() }) }));

// A landing's call to action: a guest registers (first) or signs in and comes back; a player goes
// to the deposit, with the casino bonus chosen for the casino first-deposit offer. The hero is
// drawn from its motif, an unknown one as the star.

const WORDS = { deposit: 'Deposit with the casino bonus', register: 'Sign up', signIn: 'Sign in', guestHint: 'Come back after.' };
const TERMS = { href: '/en/bonus/casino/101', label: 'Full terms' };
const CASINO_FIRST_DEPOSIT = { type: 'first_deposit', product: 'casino' } as const;

describe('a landing’s call to action', () => {
  it('gives a guest sign-up and sign-in that come back to the deposit with the casino bonus', async () => {
    await renderWithProviders(<OfferCta terms={TERMS} links={offerLinks('en', CASINO_FIRST_DEPOSIT, 'deposit')} words={WORDS} />, { language: 'en' });
    const back = encodeURIComponent('/en/office/recharge?bonus=2');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', `/en/registration?returnUrl=${back}`);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/en/user/login?returnUrl=${back}`);
    expect(screen.queryByRole('link', { name: WORDS.deposit })).toBeNull();
  });

  it('brings a guest back to the page he was on when asked to', async () => {
    await renderWithProviders(<OfferCta terms={TERMS} links={offerLinks('ru', CASINO_FIRST_DEPOSIT, { path: '/ru/slot-first-deposit' })} words={WORDS} />, { language: 'ru' });
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/ru/registration?returnUrl=%2Fru%2Fslot-first-deposit');
  });

  it('sends a player to the deposit with the casino bonus chosen; another offer to the plain deposit', async () => {
    server.use(http.get('*/web-api/api-v3/v2/user/agreement-rules/status', () => HttpResponse.json({ result: false, updatedAt: null })));
    const store = makeStore({ language: 'en' });
    store.dispatch(sessionStarted({ userId: 1001 }));
    await renderWithProviders(<OfferCta terms={TERMS} links={offerLinks('en', CASINO_FIRST_DEPOSIT, 'deposit')} words={WORDS} />, { language: 'en', store });
    expect(screen.getByRole('link', { name: WORDS.deposit })).toHaveAttribute('href', '/en/office/recharge?bonus=2');
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
    expect(offerLinks('en', { type: 'cashback', programme: 'vip' }, { path: '/en/bonus/casino/104' }).deposit).toBe('/en/office/recharge');
  });
});

describe('a landing’s hero', () => {
  it('draws its motif in its palette, and an unknown motif as the star', () => {
    const { container, rerender } = render(<HeroArt hero={{ motif: 'wheel', palette: ['#000000', '#c0392b', '#ffffff'] }} />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelectorAll('path[fill="#c0392b"]').length).toBeGreaterThan(0);
    rerender(<HeroArt hero={{ motif: 'no-such-motif', palette: ['#000000', '#123456', '#ffffff'] }} />);
    expect(container.querySelectorAll('polygon[fill="#123456"]')).toHaveLength(1);
  });
});
