'use client';

import { useTranslations } from 'next-intl';
import type { PaymentMethod } from '@/lib/api/payments';
import '@/app/styles/payments.css';

/** The payment methods as a radio group: each with its name and amount range. */
export function MethodPicker({ methods, value, onChange, name }: { methods: PaymentMethod[]; value: string; onChange: (id: string) => void; name: string }) {
  const t = useTranslations('payments');
  return (
    <fieldset className="method-picker">
      <legend>{t('methods')}</legend>
      {methods.map((method) => (
        <label key={method.id} className="method-picker__item" data-type={method.type}>
          <input type="radio" name={name} value={method.id} checked={value === method.id} onChange={() => onChange(method.id)} />
          <span className="method-picker__icon" aria-hidden="true" />
          <span>{method.name}</span>
        </label>
      ))}
    </fieldset>
  );
}
