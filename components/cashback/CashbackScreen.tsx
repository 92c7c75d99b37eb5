'use client';

/** `office/casino/vipcashback` and `office/casino/premiumcashback`: the weekly casino cashback. */
export function CashbackScreen({ programme }: { programme: 'vip' | 'premium' }) {
  void programme;
  return null;
}
