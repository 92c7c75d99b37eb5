import { describe, expect, it } from 'vitest';
import { mayGoAgain, sentRecord, sessionEndedPath, sessionEndedTarget, SESSION_ENDED_REPEAT_MS } from '@/lib/auth/sessionEnded';

describe('a session ended under an open page (client side)', () => {
  it('sends a page that needs login through the handler, keeping the page and its query', () => {
    expect(sessionEndedTarget('/ru/office/historypay', '?page=2')).toBe('/session-ended?returnUrl=%2Fru%2Foffice%2Fhistorypay%3Fpage%3D2');
  });

  it('leaves a page a guest may see alone', () => {
    expect(sessionEndedTarget('/ru/line', '')).toBeNull();
    expect(sessionEndedTarget('/ru', '')).toBeNull();
  });

  it('builds the handler address from a return URL', () => {
    expect(sessionEndedPath('/en/office')).toBe('/session-ended?returnUrl=%2Fen%2Foffice');
  });

  it('goes once a minute for the same page, at once for another', () => {
    const now = 1_000_000;
    const sent = sentRecord('/ru/office', now);
    expect(mayGoAgain(null, '/ru/office', now)).toBe(true);
    expect(mayGoAgain(sent, '/ru/office', now + 1000)).toBe(false);
    expect(mayGoAgain(sent, '/ru/office/history', now + 1000)).toBe(true);
    expect(mayGoAgain(sent, '/ru/office', now + SESSION_ENDED_REPEAT_MS)).toBe(true);
  });
});
