'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { isValidAmount } from '@/lib/coupon/money';
import '@/app/styles/coupon.css';

/**
 * An amount field: what the player types stays as typed (a comma works as the decimal point), a
 * valid amount goes to the coupon at once (the possible win follows as he types), an invalid one
 * gets a message next to the field and changes nothing.
 */
export function AmountInput({
  id: name,
  label,
  value,
  onChange,
  error,
  hideLabel = false,
}: {
  id: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string | null;
  hideLabel?: boolean;
}) {
  const t = useTranslations('coupon');
  // The slip can be on the page twice (the column and the phone's sheet): ids stay unique.
  const id = `${name}${useId()}`;
  const [text, setText] = useState(value ? String(value) : '');
  const [invalid, setInvalid] = useState(false);
  // A change from elsewhere (a quick stake, min/max, another tab) shows in the field; the
  // player's own typing ("12," on the way to "12,5") is left as typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (Number(text.replace(',', '.')) !== value) {
      setText(value ? String(value) : '');
      setInvalid(false);
    }
  }
  const message = invalid ? t('invalidAmount') : (error ?? null);
  return (
    <div className="amount-field">
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'amount-field__label'}>
        {label}
      </label>
      <input
        id={id}
        className="amount-field__input"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        aria-invalid={Boolean(message)}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={(event) => {
          const typed = event.target.value;
          setText(typed);
          const amount = Number(typed.replace(',', '.').trim());
          const ok = typed.trim() !== '' && isValidAmount(amount);
          setInvalid(!ok);
          if (ok) onChange(amount);
        }}
      />
      {message ? (
        <p className="field-error" id={`${id}-error`}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
