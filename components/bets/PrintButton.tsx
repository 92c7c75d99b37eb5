'use client';

import '@/app/styles/bets.css';

/** Opens the browser's print dialog; hidden on paper. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="btn btn--accent print-coupon__button" onClick={() => window.print()}>
      {label}
    </button>
  );
}
