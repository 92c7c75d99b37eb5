'use client';

import { useId, type InputHTMLAttributes, type SelectHTMLAttributes } from 'react';
import { useTranslations } from 'next-intl';
import type { FieldError } from '@/lib/auth/fieldRules';
import { TextField as LabelledInput } from './Field';
import '@/app/styles/login.css';

// The registration and recovery forms' fields: the login forms' labelled inputs (Field.tsx), fed
// with a value setter and an error key of `authFields.errors`.

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value' | 'className'> & {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: FieldError | null;
  /** What the server refused about the value, already in the player's words (shown when `error` is not). */
  refusal?: string;
  hint?: string;
};

/** A text-like input with its label, its hint and its error right under it. */
export function TextField({ label, value, onValue, error, refusal, hint, ...rest }: InputProps) {
  const t = useTranslations('authFields.errors');
  const id = useId();
  return (
    <LabelledInput
      {...rest}
      id={id}
      label={label}
      hint={hint}
      error={error ? t(error) : refusal}
      value={value}
      onChange={(event) => onValue(event.target.value)}
    />
  );
}

type ShortProps = Pick<InputProps, 'label' | 'value' | 'onValue' | 'error' | 'hint'>;

/** The code sent by SMS (registration by phone, password recovery): digits, filled from the message. */
export function CodeField(props: ShortProps) {
  return <TextField {...props} name="code" inputMode="numeric" autoComplete="one-time-code" />;
}

/** A password being chosen (registration, recovery and its confirmation): never the saved one. */
export function NewPasswordField({ name = 'password', ...props }: ShortProps & { name?: string }) {
  return <TextField {...props} name={name} type="password" autoComplete="new-password" />;
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange' | 'value' | 'className'> & {
  label: string;
  value: string;
  onValue: (value: string) => void;
  options: readonly { value: string; label: string }[];
};

/** A labelled select. */
export function SelectField({ label, value, onValue, options, ...rest }: SelectProps) {
  const id = useId();
  return (
    <div className="auth-field">
      <label className="auth-field__label" htmlFor={id}>
        {label}
      </label>
      <select {...rest} id={id} className="auth-field__input" value={value} onChange={(event) => onValue(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A failure the server gave for the whole form: announced, shown above the submit button. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="auth-alert" role="alert">
      {message}
    </p>
  );
}
