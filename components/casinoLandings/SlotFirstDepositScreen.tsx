/** `slot-first-deposit`: the casino's first-deposit bonus (docs/bonuses.md). */
export async function SlotFirstDepositScreen({ lng }: { lng: string }) {
  void lng;
  return null;
}
