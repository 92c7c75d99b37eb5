/** `bonus/casino`, `bonus/casino/{id}`, `bonus/casino/promotions/{id}`: the casino's bonuses and offers. */
export async function CasinoBonusScreen({ lng, route, id }: { lng: string; route: string; id: string | undefined }) {
  void lng;
  void route;
  void id;
  return null;
}
