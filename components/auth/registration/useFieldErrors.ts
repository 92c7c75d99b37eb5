'use client';

import { useState, type FormEvent, type RefObject } from 'react';
import type { FieldError } from '@/lib/auth/fieldRules';

/**
 * Field errors shown from the first submit on, then kept current as the player types; a submit
 * with errors moves focus to the first wrong field (its element in `inputs`, else the form's
 * control of that `name`).
 */
export function useFieldErrors<K extends string>(
  errors: Partial<Record<K, FieldError>>,
  inputs: Partial<Record<K, RefObject<HTMLElement | null>>> = {},
) {
  const [submitted, setSubmitted] = useState(false);
  const shown: Partial<Record<K, FieldError>> = submitted ? errors : {};

  /** True when the form may be sent; otherwise shows the errors and focuses the first. */
  const validate = (event: FormEvent<HTMLFormElement>): boolean => {
    setSubmitted(true);
    const first = (Object.keys(errors) as K[])[0];
    if (first === undefined) return true;
    const field = inputs[first]?.current ?? event.currentTarget.elements.namedItem(first);
    if (field instanceof HTMLElement) field.focus();
    return false;
  };

  return { shown, validate };
}
