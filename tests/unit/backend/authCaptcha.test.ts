// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeBackend } from './helpers';
import { codeOf } from './authHelpers';

describe('captcha', () => {
  it('gettime answers the backend clock in ms', async () => {
    const backend = makeBackend();
    backend.clock.setOffsetSeconds(3600);
    const { time } = (await backend.call('GET', '/web-api/captcha/gettime')).json;
    expect(Math.abs(time - (Date.now() + 3600_000))).toBeLessThan(5000);
  });

  it('update gives an id and a self-contained SVG that does not spell the answer out', async () => {
    const backend = makeBackend();
    const res = await backend.call('POST', '/web-api/captcha/update');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { captcha_id, image } = res.json;
    expect(captcha_id).toMatch(/^[\w-]{32}$/);
    expect(image).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
    expect(image).not.toMatch(/<text|<image|href=|url\(/);
    const { answer } = (await backend.call('GET', `/__control/captcha/${captcha_id}`)).json;
    expect(answer).toMatch(/^\d{5}$/);
    expect(image).not.toContain(answer);
  });

  it('validate turns the right answer into a captcha_token; one guess per captcha', async () => {
    const backend = makeBackend();
    const first = (await backend.call('POST', '/web-api/captcha/update')).json.captcha_id;
    const { answer } = (await backend.call('GET', `/__control/captcha/${first}`)).json;
    const right = await backend.call('POST', '/web-api/captcha/validate', { body: { captcha_id: first, answer } });
    expect(right.status).toBe(200);
    expect(right.json).toEqual({ captcha_token: expect.any(String) });
    expect(codeOf(await backend.call('POST', '/web-api/captcha/validate', { body: { captcha_id: first, answer } }))).toBe('captcha_invalid');

    const second = (await backend.call('POST', '/web-api/captcha/update')).json.captcha_id;
    const secondAnswer = (await backend.call('GET', `/__control/captcha/${second}`)).json.answer as string;
    const wrong = secondAnswer === '00000' ? '11111' : '00000';
    expect(codeOf(await backend.call('POST', '/web-api/captcha/validate', { body: { captcha_id: second, answer: wrong } }))).toBe('captcha_invalid');
    expect(codeOf(await backend.call('POST', '/web-api/captcha/validate', { body: { captcha_id: second, answer: secondAnswer } }))).toBe('captcha_invalid');
  });

  it('a captcha expires after 5 minutes', async () => {
    const backend = makeBackend();
    const id = (await backend.call('POST', '/web-api/captcha/update')).json.captcha_id;
    const { answer } = (await backend.call('GET', `/__control/captcha/${id}`)).json;
    backend.clock.setOffsetSeconds(301);
    expect(codeOf(await backend.call('POST', '/web-api/captcha/validate', { body: { captcha_id: id, answer } }))).toBe('captcha_invalid');
  });

  it('the control API answers 404 for an unknown captcha', async () => {
    const backend = makeBackend();
    expect((await backend.call('GET', '/__control/captcha/nope')).status).toBe(404);
  });
});
