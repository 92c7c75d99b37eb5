import { SCREEN_NAMESPACES } from '@/lib/config/clientMessages';
import { describe, expect, it } from 'vitest';
import { pickMessages } from '@/lib/i18n/pick';
import { screenMessagesOf } from '@/lib/i18n/screenMessages';
import { routeByName } from '@/lib/routes/manifest';
import { SHELL_NAMESPACES } from '@/lib/config/clientMessages';
import ru from '@/messages/ru.json';

describe('pickMessages', () => {
  it('keeps only the named namespaces', () => {
    expect(pickMessages({ a: { x: '1' }, b: { y: '2' }, c: 'z' }, ['a', 'c'])).toEqual({ a: { x: '1' }, c: 'z' });
  });

  it('leaves out a namespace the tree lacks', () => {
    const partial: { a?: string; b: string } = { b: '2' };
    expect(pickMessages(partial, ['a', 'b'])).toEqual({ b: '2' });
  });

  it("the shell's list leaves the server-only namespaces out of the page", () => {
    const shell = pickMessages(ru, SHELL_NAMESPACES);
    expect(Object.keys(shell)).not.toContain('routes');
    expect(Object.keys(shell)).not.toContain('footer');
    expect(JSON.stringify(shell).length).toBeLessThan(JSON.stringify(ru).length * 0.7);
  });
});

describe('screenMessagesOf', () => {
  const named = (name: string) => screenMessagesOf(routeByName(name));

  it('gives the line, live, event and event-list pages the sport list', () => {
    expect(['line', 'live', 'lineGame', 'liveGame', 'team'].map(named)).toEqual(Array(5).fill('sport'));
  });

  it('gives the results page the sport list and the results filters\' words', () => {
    expect(named('results')).toBe('results');
    expect(SCREEN_NAMESPACES.results).toEqual(['line', 'results']);
  });

  it('gives the office pages the office list and an information screen none', () => {
    expect(named('officeAccount')).toBe('office');
    expect(named('toto')).toBeUndefined();
  });

  it('gives the bonus games and the games landings their own words; the casino layout gives its pages their own', () => {
    expect(['games', 'bonusGame', 'gamesLanding'].map(named)).toEqual(['bonusGames', 'bonusGames', 'casinoLandings']);
    expect(['casinoTournament', 'slotFirstDeposit', 'slotsGame'].map(named)).toEqual(['tournaments', 'casinoLandings', 'tables']);
    expect(['slots', 'bingo', 'casinoLobby'].map(named)).toEqual([undefined, undefined, undefined]);
  });
});
