import { randomUUID } from 'node:crypto';
import type { Db } from '../db/handle';
import type { Lang, Localized } from '../lang';
import { limitError } from './errors';
import { TEXT } from './texts';
import { type LimitChange, TEST_TTL_S } from './types';

/**
 * The questions (test) a save answers with when it loosens a limit (a raise or a removal:
 * limits-coupon-auth.md §5 "Saving limits may return questions (a test) with a token"). The changes wait under the
 * token (`tokenGuid`, 15 minutes, one use); POST testanswers with every right answer applies them as
 * if saved then (the raise still waits its 24 hours), a wrong answer drops them. The third question
 * is a self-assessment: answering that the raise is to win back losses refuses it.
 */
interface Question {
  id: number;
  text: Localized;
  answers: { id: number; text: Localized }[];
  right: number;
}

const QUESTIONS: readonly Question[] = [
  {
    id: 1,
    text: { ru: 'Когда начнёт действовать более высокий лимит?', en: 'When does a higher limit take effect?' },
    answers: [
      { id: 1, text: { ru: 'Сразу', en: 'At once' } },
      { id: 2, text: { ru: 'Через 24 часа и после моего подтверждения', en: 'After 24 hours and my confirmation' } },
    ],
    right: 2,
  },
  {
    id: 2,
    text: { ru: 'Можно ли отменить повышение, пока оно не вступило в силу?', en: 'Can you cancel the raise before it takes effect?' },
    answers: [
      { id: 1, text: { ru: 'Да', en: 'Yes' } },
      { id: 2, text: { ru: 'Нет', en: 'No' } },
    ],
    right: 1,
  },
  {
    id: 3,
    text: { ru: 'Вы повышаете лимит, чтобы отыграть проигранное?', en: 'Are you raising the limit to win back what you lost?' },
    answers: [
      { id: 1, text: { ru: 'Да', en: 'Yes' } },
      { id: 2, text: { ru: 'Нет', en: 'No' } },
    ],
    right: 2,
  },
];

export interface QuestionView {
  id: number;
  text: string;
  answers: { id: number; text: string }[];
}

export const questionsView = (lang: Lang): QuestionView[] =>
  QUESTIONS.map((q) => ({ id: q.id, text: q.text[lang], answers: q.answers.map((a) => ({ id: a.id, text: a.text[lang] })) }));

/** Keeps the changes under a new token; returns it. */
export function createTest(db: Db, userId: number, changes: LimitChange[], now: number): string {
  const token = randomUUID();
  db.prepare('INSERT INTO limit_tests (token, user_id, changes, created_at, expires_at, spent) VALUES (?, ?, ?, ?, ?, 0)').run(
    token,
    userId,
    JSON.stringify(changes),
    now,
    now + TEST_TTL_S,
  );
  return token;
}

export interface Answer {
  questionId: number;
  answerId: number;
}

export interface TestResult {
  questionsResult: { questionId: number; answerId: number | null; correct: boolean }[];
  success: boolean;
  /** The changes to apply when every answer was right. */
  changes: LimitChange[];
}

/** Spends the token (any answer spends it) and checks the answers: unknown, spent, expired or another player's: 400 `test_token_invalid`. */
export function checkTest(db: Db, userId: number, token: string, answers: readonly Answer[], now: number, lang: Lang): TestResult {
  const row = db.prepare('SELECT * FROM limit_tests WHERE token = ?').get(token) as
    | { user_id: number; changes: string; expires_at: number; spent: number }
    | undefined;
  if (!row || row.user_id !== userId || row.spent === 1 || row.expires_at <= now) {
    throw limitError(400, 'test_token_invalid', TEXT.testTokenInvalid(lang));
  }
  db.prepare('UPDATE limit_tests SET spent = 1 WHERE token = ?').run(token);
  const questionsResult = QUESTIONS.map((question) => {
    const answerId = answers.find((answer) => answer.questionId === question.id)?.answerId ?? null;
    return { questionId: question.id, answerId, correct: answerId === question.right };
  });
  const success = questionsResult.every((result) => result.correct);
  return { questionsResult, success, changes: success ? (JSON.parse(row.changes) as LimitChange[]) : [] };
}
