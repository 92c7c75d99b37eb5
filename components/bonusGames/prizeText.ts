import type { useFormatter, useTranslations } from 'next-intl';
import { moneyFormat } from '@/lib/account/moneyFormat';
import type { PrizeLike } from '@/lib/bonusGames/prize';

type T = ReturnType<typeof useTranslations<'bonusGames'>>;

/** A prize in words: "50 баллов", "фрибет 100 ₽", "бонус казино 200 ₽", "без выигрыша". */
export function prizeText(t: T, format: ReturnType<typeof useFormatter>, prize: PrizeLike): string {
  if (prize.kind === 'none') return t('prize.none');
  if (prize.kind === 'points') return t('prize.points', { points: prize.points ?? 0 });
  const amount = prize.amount === null || prize.currency === null ? '—' : format.number(prize.amount, moneyFormat(prize.currency));
  return t(`prize.${prize.kind}`, { amount });
}
