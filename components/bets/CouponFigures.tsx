import '@/app/styles/bets.css';

/** A coupon's figures as a term list (the history's cards, the check, the printed coupon). */
export function CouponFigures({ items }: { items: readonly { label: string; value: string }[] }) {
  return (
    <dl className="bet-card__figures">
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
