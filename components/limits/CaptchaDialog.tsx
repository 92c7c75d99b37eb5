'use client';

import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { updateCaptcha, type Captcha } from '@/lib/api/captchaUpdate';
import { validateCaptcha } from '@/lib/api/captchaValidate';
import { LimitDialog } from './LimitDialog';
import { useLimitWords } from './useLimitWords';
import '@/app/styles/limits.css';

type Picture = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; captcha: Captcha };

/**
 * The captcha step before a save goes again (limits-coupon-auth.md §5): the service's picture, the answer,
 * another picture on request. A right answer gives the token the save is sent with; a wrong one
 * says so next to the field and shows a new picture.
 */
export function CaptchaDialog({ onSolved, onCancel }: { onSolved: (token: string) => void; onCancel: () => void }) {
  const { t } = useLimitWords();
  const id = useId();
  const [picture, setPicture] = useState<Picture>({ state: 'loading' });
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const fetchPicture = useCallback(
    () =>
      updateCaptcha().then(
        (captcha) => setPicture({ state: 'ready', captcha }),
        () => setPicture({ state: 'failed' }),
      ),
    [],
  );
  const load = () => {
    setPicture({ state: 'loading' });
    void fetchPicture();
  };
  useEffect(() => {
    void fetchPicture();
  }, [fetchPicture]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (checking || picture.state !== 'ready') return;
    if (!answer.trim()) return setProblem(t('captcha.required'));
    setChecking(true);
    setProblem(null);
    try {
      onSolved(await validateCaptcha({ captcha_id: picture.captcha.captcha_id, answer: answer.trim() }));
    } catch {
      setProblem(t('captcha.wrong'));
      setAnswer('');
      load();
    } finally {
      setChecking(false);
    }
  };

  return (
    <LimitDialog title={t('captcha.title')} onClose={onCancel} busy={checking}>
      <form className="limit-captcha" noValidate onSubmit={(event) => void submit(event)}>
        <p className="modal__text">{t('captcha.text')}</p>
        <div className="limit-captcha__picture">
          {picture.state === 'ready' ? (
            // The service's own SVG as a data URL: shown by <img>, nothing in it can run.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(picture.captcha.image)}`} alt={t('captcha.image')} />
          ) : (
            <p role={picture.state === 'failed' ? 'alert' : 'status'}>{picture.state === 'failed' ? t('captcha.loadError') : t('loading')}</p>
          )}
          <button type="button" className="link-button" onClick={load} disabled={picture.state === 'loading'}>
            {t('captcha.another')}
          </button>
        </div>
        <div className="limit-field">
          <label htmlFor={`${id}-answer`} className="limit-field__label">
            {t('captcha.answer')}
          </label>
          <input
            id={`${id}-answer`}
            className="control limit-field__control"
            data-autofocus
            inputMode="numeric"
            autoComplete="off"
            value={answer}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : undefined}
            onChange={(event) => setAnswer(event.target.value)}
          />
          {problem ? (
            <p id={`${id}-error`} className="limit-field__error" role="alert">
              {problem}
            </p>
          ) : null}
        </div>
        <div className="modal__actions">
          <button type="submit" className="btn btn--accent modal__action" disabled={checking || picture.state !== 'ready'}>
            {t('captcha.submit')}
          </button>
          <button type="button" className="btn btn--ghost modal__action" onClick={onCancel} disabled={checking}>
            {t('back')}
          </button>
        </div>
      </form>
    </LimitDialog>
  );
}
