import type { useFormatter, useTranslations } from 'next-intl';
import type { Prize } from '@/lib/api/bonusGames/schemas';
import { prizeText } from '../prizeText';

/** A prize a board names by its id (`p50`, `fb100`…: docs/bonus-games-api.md "Prizes"), in words from the terms' catalogue. */
export function prizeLabel(
  t: ReturnType<typeof useTranslations<'bonusGames'>>,
  format: ReturnType<typeof useFormatter>,
  id: string,
  catalogue: readonly Prize[],
): string {
  const prize = catalogue.find((entry) => entry.id === id);
  return prize ? prizeText(t, format, prize) : id;
}
