// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { answerMatches, normalizeAnswer } from '../../../backend/src/security/question';
import { makeBackend } from './helpers';
import { codeOf } from './authHelpers';
import { configOf, signedIn } from './securityHelpers';

const QUESTION = '/web-api/security/question';

describe('security question', () => {
  it('lists the questions in the request language', async () => {
    const backend = makeBackend();
    const cookie = await signedIn(backend);
    const en = (await backend.call('GET', '/web-api/security/questions?lng=en', { headers: cookie })).json.questions;
    const ru = (await backend.call('GET', '/web-api/security/questions', { headers: cookie })).json.questions;
    expect(en.length).toBeGreaterThanOrEqual(4);
    expect(en[0]).toEqual({ id: 1, text: "Your mother's maiden name" });
    expect(ru[0]).toEqual({ id: 1, text: 'Девичья фамилия матери' });
  });

  it('sets a question with a hashed answer compared without case and spaces', async () => {
    const backend = makeBackend();
    const cookie = await signedIn(backend, 'fresh@example.com');
    const before = await configOf(backend, cookie);
    const res = await backend.call('POST', QUESTION, { body: { question_id: 3, answer: '  New  York ' }, headers: cookie });
    expect(res.status).toBe(200);
    expect(res.json.question).toEqual({ question_id: 3 });
    const row = backend.db.prepare('SELECT answer_hash FROM security_answers WHERE user_id = 1004').get() as { answer_hash: string };
    expect(row.answer_hash).toMatch(/^scrypt\$/);
    expect(row.answer_hash).not.toContain('newyork');
    expect(answerMatches(backend.db, 1004, 'NEWYORK')).toBe(true);
    expect(answerMatches(backend.db, 1004, 'new york')).toBe(true);
    expect(answerMatches(backend.db, 1004, 'Boston')).toBe(false);
    const after = await configOf(backend, cookie);
    expect(after.is_active_secure_question).toBe(true);
    expect(after.protection_methods.enable_security_question).toBe(true);
    expect(after.protection_level).toBe(before.protection_level + 15);
  });

  it('changing or removing it needs the password', async () => {
    const backend = makeBackend();
    const cookie = await signedIn(backend, 'fresh@example.com');
    await backend.call('POST', QUESTION, { body: { question_id: 3, answer: 'Paris' }, headers: cookie });
    expect(codeOf(await backend.call('POST', QUESTION, { body: { question_id: 2, answer: 'Rex' }, headers: cookie }))).toBe('password_required');
    expect(codeOf(await backend.call('POST', QUESTION, { body: { question_id: 2, answer: 'Rex', password: 'bad' }, headers: cookie }))).toBe('wrong_password');
    expect((await backend.call('POST', QUESTION, { body: { question_id: 2, answer: 'Rex', password: 'Player123!' }, headers: cookie })).json.question).toEqual({ question_id: 2 });
    expect(answerMatches(backend.db, 1004, 'rex')).toBe(true);

    expect(codeOf(await backend.call('POST', `${QUESTION}/remove`, { body: { password: 'bad' }, headers: cookie }))).toBe('wrong_password');
    const removed = await backend.call('POST', `${QUESTION}/remove`, { body: { password: 'Player123!' }, headers: cookie });
    expect(removed.json.question).toBeNull();
    const config = await configOf(backend, cookie);
    expect(config.is_active_secure_question).toBe(false);
    expect(config.protection_methods.enable_security_question).toBe(false);
    expect(codeOf(await backend.call('POST', `${QUESTION}/remove`, { body: { password: 'Player123!' }, headers: cookie }))).toBe('question_not_set');
  });

  it('refuses an unknown question and a too short answer', async () => {
    const backend = makeBackend();
    const cookie = await signedIn(backend, 'fresh@example.com');
    const unknown = await backend.call('POST', QUESTION, { body: { question_id: 99, answer: 'Paris' }, headers: cookie });
    expect(unknown.json.errors[0].source).toEqual({ pointer: '/question_id' });
    const short = await backend.call('POST', QUESTION, { body: { question_id: 1, answer: ' a ' }, headers: cookie });
    expect(short.json.errors[0].source).toEqual({ pointer: '/answer' });
  });

  it('normalises answers', () => {
    expect(normalizeAnswer(' Мос  Ква\t')).toBe('москва');
  });
});
