import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { GameScore } from '@/components/sport/GameState';
import { gameStore } from '@/lib/odds/priceStore';
import { preferenceToggled } from '@/store/slices/app';
import { renderWithProviders } from '@/tests/support/render';
import { liveGame } from '@/tests/support/fixtures';

describe('the score of a game in play', () => {
  it('shows the score, with each period’s once the player asks for the detailed score, and follows the feed', async () => {
    const game = liveGame({ id: 5151, score: '1:0', periodScores: ['1:0', '0:0'] });
    const { store } = await renderWithProviders(<GameScore game={game} />, { language: 'en' });
    expect(screen.getByLabelText('Score 1:0')).toHaveTextContent(/^1:0$/);
    act(() => {
      store.dispatch(preferenceToggled('isDetailedScore'));
    });
    expect(screen.getByLabelText('Score 1:0 (1:0, 0:0)')).toHaveTextContent('1:0(1:0, 0:0)');
    act(() => gameStore.set([[5151, { isLive: true, isFinished: false, score: '1:1', gameTime: "70'", period: 2, periodScores: ['1:0', '0:1'] }]]));
    expect(screen.getByLabelText('Score 1:1 (1:0, 0:1)')).toBeInTheDocument();
  });
});
