/** `points`: how points are earned and spent, with the live rates (server-rendered). */
export async function PointsScreen({ lng }: { lng: string }) {
  void lng;
  return null;
}
