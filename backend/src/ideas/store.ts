import type { Db } from '../db/handle';
import type { IdeaStatus } from './rules';

/** One row of `ideas` (ideas/schema.ts). */
export interface IdeaRow {
  id: number;
  user_id: number;
  category_id: string;
  title: string;
  text: string;
  status: IdeaStatus;
  answer_text: string | null;
  answered_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface NewIdea {
  userId: number;
  categoryId: string;
  title: string;
  text: string;
}

export function insertIdea(db: Db, idea: NewIdea, now: number): number {
  const result = db
    .prepare("INSERT INTO ideas (user_id, category_id, title, text, status, created_at, updated_at) VALUES (?, ?, ?, ?, 'new', ?, ?)")
    .run(idea.userId, idea.categoryId, idea.title, idea.text, now, now);
  return Number(result.lastInsertRowid);
}

/** The player's ideas, newest first (the same millisecond: the later id first). */
export function ideasOf(db: Db, userId: number): IdeaRow[] {
  return db.prepare('SELECT * FROM ideas WHERE user_id = ? ORDER BY created_at DESC, id DESC').all(userId) as IdeaRow[];
}

export function findIdea(db: Db, id: number): IdeaRow | undefined {
  return db.prepare('SELECT * FROM ideas WHERE id = ?').get(id) as IdeaRow | undefined;
}

/** When the player posted his ideas since `since` (epoch ms), oldest first. */
export function postedSince(db: Db, userId: number, since: number): number[] {
  const rows = db.prepare('SELECT created_at FROM ideas WHERE user_id = ? AND created_at > ? ORDER BY created_at').all(userId, since) as { created_at: number }[];
  return rows.map((row) => row.created_at);
}

/** The operator's decision: the new state and, when given, the answer that replaces the last one. */
export function answerIdea(db: Db, id: number, status: IdeaStatus, text: string | undefined, now: number): void {
  if (text === undefined) {
    db.prepare('UPDATE ideas SET status = ?, updated_at = ? WHERE id = ?').run(status, now, id);
    return;
  }
  db.prepare('UPDATE ideas SET status = ?, answer_text = ?, answered_at = ?, updated_at = ? WHERE id = ?').run(status, text, now, now, id);
}
