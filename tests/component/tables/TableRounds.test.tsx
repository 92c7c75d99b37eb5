import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { LiveTable } from '@/components/tables/LiveTable';
import { LiveTableSlot } from '@/components/tables/LiveTableSlot';
import { TableFault } from '@/components/tables/TableFault';
import type { TableState } from '@/lib/api/tables/tableState';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';
import { COMMITMENT, NOW, seat, tableState } from './tableFixtures';

// A settled round (its result, the player's win and the fairness proof checked in the browser),
// baccarat's boxes and cards, blackjack's decisions, and the page's slot: table, note or fault.
function serve(state: TableState) {
  server.use(http.get('*/web-api/casino/tables/5101', () => HttpResponse.json(state)));
  return renderWithProviders(<LiveTable lng="en" initial={state} loginHref="/en/user/login" responsibleHref="/en/office/responsible" />, { language: 'en' });
}

async function sit() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Play for fun money' }));
  return user;
}

describe('a settled round', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('shows the result, the win per bet and the proof, SHA-256(seed) = commitment checked here', async () => {
    const me = seat({
      balanceMinor: 10_350_000,
      bets: [
        { betId: 1, position: 'black', amountMinor: 10_000, winMinor: 20_000 },
        { betId: 2, position: 'straight:17', amountMinor: 10_000, winMinor: 360_000 },
      ],
    });
    const settled = tableState({ me }, { status: 'settled', serverSeed: 'abc', outcome: { number: 17, color: 'black' }, nextAt: NOW + 6000 });
    server.use(http.post('*/web-api/casino/tables/5101/seat', () => HttpResponse.json(me)));
    await serve(settled);
    expect(screen.getByText('Result: 17, black')).toBeVisible();
    await sit();
    expect(await screen.findByText('My win')).toBeVisible();
    expect(screen.getByText('My win').nextSibling).toHaveTextContent('RUB 3,800.00');
    expect(screen.getByText('My bets this round').nextSibling).toHaveTextContent('17, black: RUB 100.00 → RUB 3,600.00');
    const fairness = screen.getByText('Provably fair').closest('details') as HTMLElement;
    expect(within(fairness).getByText('abc')).toBeInTheDocument();
    expect(within(fairness).getAllByText(COMMITMENT)).toHaveLength(2);
    expect(await within(fairness).findByText('SHA-256(seed) matches the published hash.')).toBeInTheDocument();
  });

  it('says so when the seed does not match its commitment', async () => {
    await serve(tableState({}, { status: 'settled', serverSeed: 'not-the-seed', outcome: { number: 0, color: 'green' } }));
    expect(screen.getByText('Result: 0, zero')).toBeVisible();
    expect(await screen.findByText('SHA-256(seed) does NOT match the published hash!')).toBeInTheDocument();
  });
});

describe('baccarat and blackjack', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('baccarat: the five boxes with their payouts, and both hands with their cards once dealt', async () => {
    const outcome = { player: ['9H', 'KD'], banker: ['7S', 'QC'], playerTotal: 9, bankerTotal: 7, winner: 'player' as const };
    await serve(tableState({ kind: 'baccarat', name: 'Grand Baccarat Live', lastResults: [] }, { status: 'settled', outcome }));
    const felt = screen.getByRole('group', { name: 'Betting felt' });
    expect(within(felt).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Player pair', 'Player', 'Tie', 'Banker', 'Banker pair']);
    expect(within(felt).getByRole('button', { name: 'Banker' })).toHaveTextContent('pays 0.95:1');
    expect(screen.getByText('Result: Player 9 — Banker 7: Player wins')).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Player' })).getAllByRole('img').map((card) => card.getAttribute('aria-label'))).toEqual(['9 of hearts', 'K of diamonds']);
    expect(screen.getByText('No results yet.')).toBeVisible();
  });

  it('blackjack: the dealer up card alone, the hand, and Hit / Stand / Double while it plays', async () => {
    const hand = { cards: ['9D', '2C'], total: 11, soft: false, status: 'playing' as const, canDouble: true };
    const deciding = tableState(
      { kind: 'blackjack', name: 'Velvet Blackjack Live', lastResults: [], me: seat({ hand, bets: [{ betId: 1, position: 'main', amountMinor: 10_000, winMinor: null }] }) },
      { status: 'deciding', decidesUntil: NOW + 8000, outcome: { dealer: ['10S'], dealerTotal: 10 } },
    );
    const actions: unknown[] = [];
    server.use(
      http.post('*/web-api/casino/tables/5101/seat', () => HttpResponse.json(deciding.me)),
      http.post('*/web-api/casino/tables/5101/actions', async ({ request }) => {
        actions.push([await request.json(), request.headers.get('Idempotency-Key') !== null]);
        return HttpResponse.json({ ...deciding, me: seat({ hand: { ...hand, cards: ['9D', '2C', 'KH'], total: 21, status: 'stood', canDouble: false } }) });
      }),
    );
    await serve(deciding);
    expect(screen.getByText('Hands deciding · 8 s')).toBeVisible();
    const user = await sit();
    expect(within(screen.getByRole('list', { name: 'Dealer' })).getAllByRole('img').map((card) => card.getAttribute('aria-label'))).toEqual(['10 of spades']);
    expect(await screen.findByText('Your hand · 11 · Your move')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Double' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Hit' }));
    expect(await screen.findByText('Your hand · 21 · Stood')).toBeVisible();
    expect(actions).toEqual([[{ seatId: 9, action: 'hit' }, true]]);
    expect(screen.queryByRole('button', { name: 'Hit' })).toBeNull();
  });
});

describe("the game page's slot", () => {
  const props = { lng: 'ru', gameId: 5101, loginHref: '/ru/user/login', responsibleHref: '/ru/office/responsible', unavailable: <p>note</p> };

  it('a table for a table, the page note for a game that is none, an error block with retry for a fault', async () => {
    server.use(http.get('*/web-api/casino/tables/5101', () => HttpResponse.json(tableState())));
    const table = (await LiveTableSlot(props)) as { props: { initial: TableState } };
    expect(table.props.initial.name).toBe('Velvet Roulette Live');

    server.use(http.get('*/web-api/casino/tables/5101', () => HttpResponse.json({ errors: [{ code: 'table_not_found', detail: 'No table' }] }, { status: 404 })));
    render(<>{await LiveTableSlot(props)}</>);
    expect(screen.getByText('note')).toBeVisible();

    server.use(http.get('*/web-api/casino/tables/5101', () => HttpResponse.json({ errors: [{ code: 'internal', detail: 'down' }] }, { status: 500 })));
    const fault = (await LiveTableSlot(props)) as { type: unknown };
    expect(fault.type).toBe(TableFault);
  });
});
