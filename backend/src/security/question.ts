import type { Context } from 'hono';
import { z } from 'zod';
import type { UserRow } from '../accounts/rows';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { AppDeps } from '../deps';
import type { Db } from '../db/handle';
import { passwordRequired, questionNotSet } from './errors';
import { setProtectionMethods } from './methods';
import { checkPasswordCounted } from './passwordCheck';
import { questionIds } from './questions';

/** Characters of an answer once normalised: at least 2, so "a" is no answer; at most 100. */
export const ANSWER_MIN_LENGTH = 2;
export const ANSWER_MAX_LENGTH = 100;

/** An answer as it is compared: lower case, without any spaces ("New  York" = "newyork"). */
export const normalizeAnswer = (answer: string) => answer.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

export const QuestionSetSchema = z.strictObject({
  question_id: z.number().int().refine((id) => questionIds.includes(id), 'must be one of the listed questions'),
  answer: z
    .string()
    .max(ANSWER_MAX_LENGTH * 2)
    .refine((answer) => normalizeAnswer(answer).length >= ANSWER_MIN_LENGTH, `must have at least ${ANSWER_MIN_LENGTH} characters`)
    .refine((answer) => normalizeAnswer(answer).length <= ANSWER_MAX_LENGTH, `must have at most ${ANSWER_MAX_LENGTH} characters`),
  /** Needed when a question is set already (changing it). */
  password: z.string().min(1).max(256).optional(),
});

export const QuestionRemoveSchema = z.strictObject({ password: z.string().min(1, 'is required').max(256) });

export function questionOf(db: Db, userId: number): { question_id: number } | null {
  const row = db.prepare('SELECT question_id FROM security_answers WHERE user_id = ?').get(userId) as { question_id: number } | undefined;
  return row ? { question_id: row.question_id } : null;
}

/**
 * Sets the player's question and answer (stored hashed, normalised). The first one needs only the
 * session; changing one needs the password too (counted like a sign-in).
 */
export async function setQuestion(c: Context, deps: AppDeps, user: UserRow, body: z.infer<typeof QuestionSetSchema>): Promise<void> {
  if (questionOf(deps.db, user.id)) {
    if (!body.password) throw passwordRequired();
    await checkPasswordCounted(c, deps, user, body.password, '/password');
  }
  const hash = hashPassword(normalizeAnswer(body.answer));
  deps.db.transaction(() => {
    deps.db
      .prepare(
        `INSERT INTO security_answers (user_id, question_id, answer_hash, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT(user_id) DO UPDATE SET question_id = excluded.question_id, answer_hash = excluded.answer_hash, updated_at = excluded.updated_at`,
      )
      .run(user.id, body.question_id, hash, deps.clock.now());
    deps.db.prepare('UPDATE users SET is_active_secure_question = 1 WHERE id = ?').run(user.id);
    setProtectionMethods(deps.db, user.id, { enable_security_question: true });
  })();
}

/** Removes the question; needs the password (counted). */
export async function removeQuestion(c: Context, deps: AppDeps, user: UserRow, password: string): Promise<void> {
  if (!questionOf(deps.db, user.id)) throw questionNotSet();
  await checkPasswordCounted(c, deps, user, password, '/password');
  deps.db.transaction(() => {
    deps.db.prepare('DELETE FROM security_answers WHERE user_id = ?').run(user.id);
    deps.db.prepare('UPDATE users SET is_active_secure_question = 0 WHERE id = ?').run(user.id);
    setProtectionMethods(deps.db, user.id, { enable_security_question: false });
  })();
}

/** Whether an answer matches the player's (case and spaces ignored); false when none is set. */
export function answerMatches(db: Db, userId: number, answer: string): boolean {
  const row = db.prepare('SELECT answer_hash FROM security_answers WHERE user_id = ?').get(userId) as { answer_hash: string } | undefined;
  return row ? verifyPassword(normalizeAnswer(answer), row.answer_hash) : false;
}
