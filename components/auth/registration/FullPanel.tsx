'use client';

import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { registerFull } from '@/lib/api/registerFull';
import type { RegistrationOptions } from '@/lib/api/registrationOptions';
import { checkBirthDate, checkEmail, checkPassword, checkRequired, collectErrors, localDate } from '@/lib/auth/fieldRules';
import { NewPasswordField, TextField } from '../AuthField';
import { useAuthSubmit } from '../useAuthSubmit';
import { RegistrationTail, useTailChoices } from './RegistrationTail';
import { useFieldErrors } from './useFieldErrors';
import '@/app/styles/login.css';
import '@/app/styles/registration.css';

/** Full registration (full_reg): e-mail, password, name, surname, birth date (18+), currency, country, bonus. */
export function FullPanel({ options, onRegistered }: { options: RegistrationOptions; onRegistered: (userId: number) => void }) {
  const t = useTranslations('registration');
  const tf = useTranslations('authFields');
  const lng = useLocale();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [name, setName] = useState('');
  const [surname, setSurname] = useState('');
  const [birthday, setBirthday] = useState('');
  const { chosen, fields } = useTailChoices(options);
  const { pending, failure, run } = useAuthSubmit();
  const { shown, validate } = useFieldErrors(
    collectErrors({
      email: checkEmail(email),
      password: checkPassword(password),
      name: checkRequired(name),
      surname: checkRequired(surname),
      birthday: checkBirthDate(birthday, localDate(new Date())),
    }),
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!validate(event)) return;
    const answer = await run(() =>
      registerFull({
        email: email.trim(),
        password,
        name: name.trim(),
        surname: surname.trim(),
        date_birthday: birthday,
        ...chosen,
      }, lng),
    );
    if (answer) onRegistered(answer.user_id);
  };

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={pending}>
      <TextField name="email" type="email" autoComplete="email" label={tf('email')} value={email} onValue={setEmail} error={shown.email} />
      <NewPasswordField label={tf('password')} hint={tf('passwordHint')} value={password} onValue={setPassword} error={shown.password} />
      <div className="auth-row">
        <TextField name="name" autoComplete="given-name" label={t('fields.name')} value={name} onValue={setName} error={shown.name} />
        <TextField
          name="surname"
          autoComplete="family-name"
          label={t('fields.surname')}
          value={surname}
          onValue={setSurname}
          error={shown.surname}
        />
      </div>
      <TextField
        name="birthday"
        type="date"
        autoComplete="bday"
        label={t('fields.birthday')}
        value={birthday}
        onValue={setBirthday}
        error={shown.birthday}
      />
      <RegistrationTail {...fields} failure={failure} pending={pending} />
    </form>
  );
}
