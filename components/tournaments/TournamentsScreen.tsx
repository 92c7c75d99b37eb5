/** `bonus/casino/tournaments` and `bonus/casino/tournaments/{id}` (docs/tournaments-api.md). */
export async function TournamentsScreen({ lng, id }: { lng: string; id?: string }) {
  void lng;
  void id;
  return null;
}
