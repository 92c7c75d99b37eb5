/** `bonus/{bonusId}/{tab?}` and its offer variant: a bonus's terms, rules, games and partners. */
export async function BonusScreen({ lng, bonusId, tab }: { lng: string; bonusId: string; tab: string | undefined }) {
  void lng;
  void bonusId;
  void tab;
  return null;
}
