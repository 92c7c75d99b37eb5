'use client';

import { useEffect, useRef, useState } from 'react';
import { hasErrors, type FieldErrors } from '@/lib/auth/loginValidation';

/**
 * Field checks of a form: nothing is said about a field before the first submit that checks it;
 * from then on its message follows what is typed. A check with problems moves focus to the first
 * field that has one.
 */
export function useFormCheck<F extends string>(validate: () => FieldErrors<F>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [tried, setTried] = useState<ReadonlySet<F> | 'all'>(() => new Set<F>());
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const all = validate();
  const errors: FieldErrors<F> = {};
  for (const key of Object.keys(all) as F[]) {
    if (tried === 'all' || tried.has(key)) errors[key] = all[key];
  }

  /** True when the fields (all by default) may be sent; otherwise their messages show. */
  const check = (fields?: readonly F[]): boolean => {
    const checked: FieldErrors<F> = {};
    for (const key of fields ?? (Object.keys(all) as F[])) checked[key] = all[key];
    setTried((before) => (before === 'all' || !fields ? 'all' : new Set([...before, ...fields])));
    if (!hasErrors(checked)) return true;
    setFocusRequest((count) => count + 1);
    return false;
  };
  return { formRef, errors, check };
}
