/** The first-bonus landing: the first-deposit bonus and the way to claim it. */
export async function FirstBonusScreen({ lng }: { lng: string }) {
  void lng;
  return null;
}
