/**
 * The deposit page's preselected first-deposit bonus (office/bonuses/deposit links to it with
 * `?bonus=1` sport or `?bonus=2` casino; the spec's choices: 0 decline, 1 sport, 2 casino).
 * Anything else preselects nothing.
 */
export function presetBonusChoice(search: string): 0 | 1 | 2 | null {
  const value = new URLSearchParams(search).get('bonus');
  return value === '0' ? 0 : value === '1' ? 1 : value === '2' ? 2 : null;
}

/** The product a bonus choice wagers on; null for declining. */
export function productOfChoice(choice: number): 'sport' | 'casino' | null {
  return choice === 1 ? 'sport' : choice === 2 ? 'casino' : null;
}
