/** `games-landing/{landingRoute}` (docs/casino-landings-api.md). */
export async function GamesLandingScreen({ lng, landingRoute }: { lng: string; landingRoute: string }) {
  void lng;
  void landingRoute;
  return null;
}
