/** `games`, `games/{gameRoute}` and `games/bonus/{bonusGame}` (docs/bonus-games-api.md). */
export async function BonusGamesScreen({ lng, game }: { lng: string; game?: string }) {
  void lng;
  void game;
  return null;
}
