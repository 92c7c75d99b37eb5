'use client';

import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { SecurityOverview } from '@/lib/api/security/overview';
import { useQuestions } from '@/lib/api/security/questions';
import { removeQuestion } from '@/lib/api/security/removeQuestion';
import { setQuestion } from '@/lib/api/security/setQuestion';
import { ErrorState } from '@/components/ui/ErrorState';
import { answerError, requiredError } from './fieldRules';
import { FieldNotes, Outcome, SecurityField } from './Field';
import { PasswordConfirm } from './PasswordConfirm';
import { SECTION_IDS } from './sections';
import { useSecurityError } from './useSecurityError';

/**
 * The security question (docs/security-api.md "Security question"): a question from the list and
 * an answer (case and spaces do not count); changing or removing a set one needs the password.
 */
export function QuestionSection({ overview, onChanged }: { overview: SecurityOverview; onChanged: (overview: SecurityOverview) => void }) {
  const t = useTranslations('security.question');
  const tf = useTranslations('security.fieldErrors');
  const ts = useTranslations('security');
  const lng = useLocale();
  const failureOf = useSecurityError();
  const questions = useQuestions(lng);
  const current = overview.question;
  const [editing, setEditing] = useState(false);
  const [questionId, setQuestionId] = useState('');
  const [answer, setAnswer] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ question?: string; answer?: string; password?: string }>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const currentText = current ? questions.data?.find((question) => question.id === current.question_id)?.text : undefined;
  const showForm = !current || editing;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    setFailed(null);
    const found = {
      question: questionId ? undefined : tf('required'),
      answer: (() => {
        const problem = answerError(answer);
        return problem ? tf(problem) : undefined;
      })(),
      password: current ? (requiredError(password) ? tf('required') : undefined) : undefined,
    };
    setErrors(found);
    if (found.question || found.answer || found.password) return;
    setBusy(true);
    try {
      const fresh = await setQuestion({ question_id: Number(questionId), answer, ...(current ? { password } : {}) });
      setEditing(false);
      setAnswer('');
      setPassword('');
      onChanged(fresh);
      setDone(t('saved'));
    } catch (error) {
      const failure = failureOf(error);
      if (failure.code === 'wrong_password' || failure.code === 'password_required') setErrors({ password: failure.text });
      else if (failure.code === 'validation') setErrors({ answer: failure.text });
      else setFailed(failure.text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel security-section" aria-labelledby={`${SECTION_IDS.question}-title`} id={SECTION_IDS.question}>
      <h2 id={`${SECTION_IDS.question}-title`} className="panel__title">
        {t('title')}
      </h2>
      {current ? (
        <p className="security-current">
          {t('current')} <strong>{currentText ?? '…'}</strong>
        </p>
      ) : (
        <p className="muted">{t('none')}</p>
      )}
      {questions.error && !questions.data ? (
        <ErrorState compact text={t('loadError')} onRetry={() => void questions.mutate()} pending={questions.isValidating} />
      ) : showForm ? (
        <form className="security-form" onSubmit={submit} noValidate>
          <div className="security-field">
            <label htmlFor="security-question-id">{t('question')}</label>
            <select
              id="security-question-id"
              className="control"
              value={questionId}
              aria-busy={!questions.data || undefined}
              aria-invalid={errors.question ? true : undefined}
              aria-describedby={errors.question ? 'security-question-id-error' : undefined}
              onChange={(event) => { setQuestionId(event.target.value); setErrors({}); }}
            >
              <option value="">{questions.data ? t('choose') : t('loading')}</option>
              {questions.data?.map((question) => (
                <option key={question.id} value={question.id}>
                  {question.text}
                </option>
              ))}
            </select>
            <FieldNotes hintId="security-question-id-hint" error={errors.question} errorId="security-question-id-error" />
          </div>
          <SecurityField
            id="security-question-answer"
            label={t('answer')}
            hint={t('answerHint')}
            autoComplete="off"
            maxLength={200}
            value={answer}
            onChange={(event) => { setAnswer(event.target.value); setErrors({}); }}
            error={errors.answer}
          />
          {current ? (
            <SecurityField
              id="security-question-password"
              label={ts('yourPassword')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => { setPassword(event.target.value); setErrors({}); }}
              error={errors.password}
            />
          ) : null}
          <div className="security-actions">
            <button type="submit" className="btn btn--accent" disabled={busy}>
              {busy ? t('saving') : t('save')}
            </button>
            {current ? (
              <button type="button" className="btn btn--ghost" onClick={() => setEditing(false)}>
                {ts('cancel')}
              </button>
            ) : null}
          </div>
        </form>
      ) : (
        <div className="security-actions">
          <button type="button" className="btn btn--ghost" onClick={() => { setEditing(true); setQuestionId(String(current?.question_id ?? '')); }}>
            {t('change')}
          </button>
        </div>
      )}
      <Outcome done={done} failed={failed} />
      {current && !editing ? (
        <PasswordConfirm
          id="security-question-remove-password"
          openLabel={t('remove')}
          confirmLabel={t('removeConfirm')}
          run={async (typed) => {
            onChanged(await removeQuestion(typed));
            setDone(t('removed'));
          }}
        />
      ) : null}
    </section>
  );
}
