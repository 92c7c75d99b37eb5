'use client';

import { useId, useState, type FormEvent } from 'react';
import type { LimitQuestion } from '@/lib/api/limits/saveLimits';
import { sendTestAnswers, type TestResult } from '@/lib/api/limits/testAnswers';
import { serviceTitle } from '@/lib/limits/errors';
import { LimitDialog } from './LimitDialog';
import { useLimitsPage } from './pageContext';
import { useLimitWords } from './useLimitWords';
import '@/app/styles/limits.css';

/**
 * The questions (test) a loosening save asks first (limits-coupon-auth.md §5, §7): one radio group per
 * question; every one must be answered before the answers go (`testanswers`). The result — all
 * right, saved; any wrong, nothing changed — is the caller's to tell.
 */
export function QuestionsDialog({
  questions,
  tokenGuid,
  onResult,
  onClose,
}: {
  questions: LimitQuestion[];
  tokenGuid: string;
  onResult: (result: TestResult) => void;
  onClose: () => void;
}) {
  const { t } = useLimitWords();
  const { lng } = useLimitsPage();
  const id = useId();
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const missing = questions.filter((question) => answers[question.id] === undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (missing.length > 0 || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      onResult(await sendTestAnswers(tokenGuid, questions.map((q) => ({ questionId: q.id, answerId: answers[q.id]! })), lng));
    } catch (error) {
      setFailure(serviceTitle(error) ?? t('questions.error'));
      setBusy(false);
    }
  };

  return (
    <LimitDialog title={t('questions.title')} onClose={onClose} busy={busy}>
      <p className="modal__text">{t('questions.text')}</p>
      <form className="limit-questions" noValidate onSubmit={(event) => void submit(event)}>
        {questions.map((question, index) => {
          const unanswered = tried && answers[question.id] === undefined;
          return (
            <fieldset key={question.id} className="limit-question" aria-describedby={unanswered ? `${id}-${question.id}-error` : undefined}>
              <legend className="limit-question__text">
                {index + 1}. {question.text}
              </legend>
              {question.answers.map((answer) => (
                <label key={answer.id} className="limit-choice">
                  <input
                    type="radio"
                    name={`${id}-${question.id}`}
                    checked={answers[question.id] === answer.id}
                    onChange={() => setAnswers((current) => ({ ...current, [question.id]: answer.id }))}
                  />
                  {answer.text}
                </label>
              ))}
              {unanswered ? (
                <p id={`${id}-${question.id}-error`} className="limit-field__error">
                  {t('questions.answerRequired')}
                </p>
              ) : null}
            </fieldset>
          );
        })}
        {tried && missing.length > 0 ? (
          <p className="limits-note limits-note--error" role="alert">
            {t('questions.answerAll')}
          </p>
        ) : null}
        {failure ? (
          <p className="limits-note limits-note--error" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="modal__actions">
          <button type="submit" className="btn btn--accent modal__action" disabled={busy} aria-busy={busy}>
            {busy ? t('questions.sending') : t('questions.submit')}
          </button>
          <button type="button" className="btn btn--ghost modal__action" onClick={onClose} disabled={busy}>
            {t('back')}
          </button>
        </div>
      </form>
    </LimitDialog>
  );
}
