'use client';

import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { updateCaptcha, type Captcha } from '@/lib/api/captchaUpdate';
import { validateCaptcha } from '@/lib/api/captchaValidate';
import { validateCaptchaAnswer } from '@/lib/auth/loginValidation';
import { loginFailureOf } from '@/lib/auth/loginError';
import { LOGIN_ERROR_CODE } from '@/lib/config/login';
import { SubmitButton, TextField, useFieldErrorText } from './Field';
import { useAuthMessageText } from './useAuthMessageText';
import { useFormCheck } from './useFormCheck';
import '@/app/styles/login.css';

type Picture = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; captcha: Captcha };

/** The SVG of the picture as an image source: shown by <img>, so nothing in it can run. */
function svgSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * The captcha step: a picture of digits from the captcha service, the answer, another picture on
 * request. A right answer gives a token (onSolved); a wrong one says so and shows a new picture.
 */
export function CaptchaStep({ onSolved, onCancel }: { onSolved: (token: string) => void; onCancel: () => void }) {
  const t = useTranslations('auth');
  const id = useId();
  const [picture, setPicture] = useState<Picture>({ state: 'loading' });
  const [answer, setAnswer] = useState('');
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const answerRef = useRef<HTMLInputElement>(null);
  const errorText = useFieldErrorText();
  const messageText = useAuthMessageText();
  const { formRef, errors, check } = useFormCheck(() => ({ answer: validateCaptchaAnswer(answer) }));

  const load = useCallback(
    () =>
      updateCaptcha().then(
        (captcha) => setPicture({ state: 'ready', captcha }),
        (error: unknown) => {
          console.error(`[captcha] ${error instanceof Error ? error.message : String(error)}`);
          setPicture({ state: 'failed' });
        },
      ),
    [],
  );
  const newPicture = () => {
    setPicture({ state: 'loading' });
    void load();
  };

  useEffect(() => {
    void load();
    answerRef.current?.focus();
  }, [load]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (checking || picture.state !== 'ready' || !check()) return;
    setChecking(true);
    setFailure(null);
    try {
      onSolved(await validateCaptcha({ captcha_id: picture.captcha.captcha_id, answer: answer.trim() }));
    } catch (error) {
      // A wrong answer spends the picture: a new one, and the field is ready for another try.
      setFailure(messageText(loginFailureOf(error) ?? { code: LOGIN_ERROR_CODE.captchaInvalid, retryAfterS: null }));
      setAnswer('');
      newPicture();
      answerRef.current?.focus();
    } finally {
      setChecking(false);
    }
  };

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="auth-step">
        <legend className="auth-step__title">{t('captcha.title')}</legend>
        <p className="auth-step__text">{t('captcha.text')}</p>
        <div className="auth-captcha">
          {picture.state === 'ready' ? (
            // A data URL of the service's own SVG: next/image adds nothing for it.
            // eslint-disable-next-line @next/next/no-img-element
            <img className="auth-captcha__image" src={svgSource(picture.captcha.image)} alt={t('captcha.image')} />
          ) : (
            <p className="auth-captcha__placeholder" role={picture.state === 'failed' ? 'alert' : 'status'}>
              {picture.state === 'failed' ? t('captcha.loadError') : t('captcha.loading')}
            </p>
          )}
          <button type="button" className="auth-link" onClick={newPicture} disabled={picture.state === 'loading'}>
            {t('captcha.refresh')}
          </button>
        </div>
        <TextField
          id={`${id}-answer`}
          inputRef={answerRef}
          label={t('fields.captcha')}
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          error={errorText(errors.answer)}
          inputMode="numeric"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
      </fieldset>
      {failure ? (
        <p className="auth-alert" role="alert">
          {failure}
        </p>
      ) : null}
      <SubmitButton busy={checking} label={t('captcha.submit')} busyLabel={t('captcha.checking')} />
      <button type="button" className="btn btn--ghost auth-back" onClick={onCancel}>
        {t('captcha.cancel')}
      </button>
    </form>
  );
}
