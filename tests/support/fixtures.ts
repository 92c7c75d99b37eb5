import type { Game } from '@/lib/api/games';
import type { ClientSiteConfig } from '@/lib/api/siteConfig';

/** A live game as the backend sends it; override what a test cares about. */
export function liveGame(over: Partial<Game> = {}): Game {
  return {
    id: 1,
    sportId: 1,
    sportSlug: 'football',
    sportName: 'Football',
    champId: 10,
    champName: 'England. Premier League',
    champCountry: 'England',
    team1: 'Arsenal',
    team2: 'Chelsea',
    team1Slug: 'arsenal',
    team2Slug: 'chelsea',
    startsAt: '2026-11-22T12:00:00.000Z',
    isLive: true,
    isTop: false,
    score: '1:0',
    gameTime: "63'",
    period: 2,
    periodScores: ['1:0', '0:0'],
    isFinished: false,
    finishedAt: null,
    marketsCount: 120,
    markets: [
      { id: 11, typeId: 1, name: '1', coef: 1.85, isBlocked: false, group: 'main' },
      { id: 12, typeId: 2, name: 'X', coef: 3.4, isBlocked: false, group: 'main' },
      { id: 13, typeId: 3, name: '2', coef: 4.75, isBlocked: false, group: 'main' },
    ],
    ...over,
  };
}

/** The site config the client store gets; override what a test cares about. */
export function clientSiteConfig(over: Partial<ClientSiteConfig> = {}): ClientSiteConfig {
  return {
    maintenance: { active: false, startsAt: null, endsAt: null },
    registrationEnabled: true,
    googleOneTapEnabled: false,
    balanceVariant: 1,
    confirmTermsEnabled: true,
    oneClickEnabled: false,
    vipBetEnabled: false,
    bonusBetEnabled: false,
    coupon: { amountCheckTypes: [9], amountLimits: { RUB: { min: 10, max: 1000 } } },
    ...over,
  };
}
