// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeBackend } from './helpers';

const HEADERS = { 'X-Render-Mode': 'json', 'X-Api-Version': 'v2' };

function fragments() {
  const backend = makeBackend();
  const get = (path: string, headers: Record<string, string> = HEADERS) => backend.call('GET', path, { headers });
  const post = (path: string, body: unknown, headers: Record<string, string> = HEADERS) =>
    backend.call('POST', path, { headers, body });
  const setMode = (body: unknown) => backend.call('POST', '/__control/fragments', { body });
  return { ...backend, get, post, setMode };
}

describe('GET /fragments/footer', () => {
  it('answers the fragment shape with the footer content, never cached', async () => {
    const { get } = fragments();
    const res = await get('/fragments/footer/ru/line/football');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(res.json).sort()).toEqual(
      ['appName', 'body', 'codeToEval', 'cssToLoad', 'head', 'scriptsToLoad', 'style', 'title'].sort(),
    );
    expect(res.json).toMatchObject({ appName: 'footer', codeToEval: '', scriptsToLoad: [], cssToLoad: [] });
    expect(res.json.title).toBe('Лицензия, оплата и поддержка');
    expect(res.json.body).toContain('лицензии № BS-0427');
    expect(res.json.body).toContain('support@betsite.example');
    expect(res.json.body).toContain('СБП');
    expect(res.json.style).toContain('.fragment-footer');
  });

  it('has no script in any form', async () => {
    const { get } = fragments();
    const { json } = await get('/fragments/footer/en');
    expect(`${json.head}${json.body}${json.style}`).not.toMatch(/<script|javascript:|\son\w+=/i);
  });

  it('takes the language from the first segment of the page path', async () => {
    const { get } = fragments();
    expect((await get('/fragments/footer/en/casino')).json.title).toBe('Licence, payments and support');
    expect((await get('/fragments/footer/tr')).json.title).toBe('Licence, payments and support');
  });

  it.each(['/fragments/footer', '/fragments/footer/kk/line', '/fragments/footer/xx'])('falls back to ru for %s', async (path) => {
    const { get } = fragments();
    expect((await get(path)).json.title).toBe('Лицензия, оплата и поддержка');
  });

  it('lists the social links that have a value, and drops the empty one', async () => {
    const { get } = fragments();
    const { body } = (await get('/fragments/footer/en')).json;
    expect(body).toContain('href="https://t.me/betsite_example"');
    expect(body).toContain('fragment-footer__icon--telegram');
    expect(body).toContain('>YouTube</a>');
    expect(body).not.toContain('fragment-footer__icon--x');
  });
});

describe('fragment request headers', () => {
  it.each([
    ['no render mode', { 'X-Api-Version': 'v2' }, /X-Render-Mode: json/],
    ['another render mode', { 'X-Render-Mode': 'html', 'X-Api-Version': 'v2' }, /X-Render-Mode: json/],
    ['no API version', { 'X-Render-Mode': 'json' }, /X-Api-Version: v2/],
    ['API version v1', { 'X-Render-Mode': 'json', 'X-Api-Version': 'v1' }, /X-Api-Version: v2/],
    ['a bad force-spa', { ...HEADERS, 'X-Force-Spa': 'maybe' }, /X-Force-Spa/],
  ])('answers 400 with %s', async (_, headers, message) => {
    const { get } = fragments();
    const res = await get('/fragments/footer/ru', headers);
    expect(res.status).toBe(400);
    expect(res.json.errors[0].detail).toMatch(message);
  });

  it('accepts force-spa', async () => {
    const { get } = fragments();
    expect((await get('/fragments/footer/ru', { ...HEADERS, 'X-Force-Spa': '1' })).status).toBe(200);
  });

  it('answers 404 for an unknown fragment', async () => {
    const { get } = fragments();
    const res = await get('/fragments/header/ru');
    expect(res.status).toBe(404);
    expect(res.json.errors[0].detail).toMatch(/Unknown fragment: header/);
  });
});

describe('POST /fragments/{name} with components', () => {
  it('answers only the components asked for, in that order', async () => {
    const { post } = fragments();
    const { status, json } = await post('/fragments/footer/en', { components: ['support', 'licence'] });
    expect(status).toBe(200);
    expect(json.body.indexOf('data-component="support"')).toBeLessThan(json.body.indexOf('data-component="licence"'));
    expect(json.body).not.toContain('data-component="payments"');
  });

  it('refuses an unknown component with 400', async () => {
    const { post } = fragments();
    const res = await post('/fragments/footer/en', { components: ['licence', 'weather'] });
    expect(res.status).toBe(400);
    expect(res.json.errors[0].detail).toMatch(/unknown weather/);
  });

  it('refuses a body without a component list', async () => {
    const { post } = fragments();
    expect((await post('/fragments/footer/en', { parts: [] })).status).toBe(400);
  });

  it('still needs the headers', async () => {
    const { post } = fragments();
    expect((await post('/fragments/footer/en', { components: ['licence'] }, {})).status).toBe(400);
  });
});

describe('GET /fragments/error-page', () => {
  it('describes the status it is given', async () => {
    const { get } = fragments();
    const { json } = await get('/fragments/error-page/en/some/page?status=404');
    expect(json.appName).toBe('error-page');
    expect(json.title).toBe('Page not found');
    expect(json.body).toContain('Error code: 404');
  });

  it('is a technical error (500) by default', async () => {
    const { get } = fragments();
    const { json } = await get('/fragments/error-page/ru/500');
    expect(json.title).toBe('Технические неполадки');
    expect(json.body).toContain('Код ошибки: 500');
  });

  it.each(['200', 'abc', '1000'])('refuses status=%s with 400', async (status) => {
    const { get } = fragments();
    expect((await get(`/fragments/error-page/ru?status=${status}`)).status).toBe(400);
  });
});

describe('control switch for fragments', () => {
  it('starts in ok mode', async () => {
    const { call } = fragments();
    expect((await call('GET', '/__control/fragments')).json).toEqual({ mode: 'ok' });
  });

  it('mode error makes every fragment answer 500, mode ok brings them back', async () => {
    const { get, setMode } = fragments();
    expect((await setMode({ mode: 'error' })).status).toBe(200);
    const failed = await get('/fragments/footer/ru');
    expect(failed.status).toBe(500);
    expect(failed.json.errors[0].detail).toMatch(/control mode "error"/);
    expect((await get('/fragments/error-page/ru')).status).toBe(500);
    await setMode({ mode: 'ok' });
    expect((await get('/fragments/footer/ru')).status).toBe(200);
  });

  it('mode status answers the given status, 404 by default', async () => {
    const { get, setMode } = fragments();
    await setMode({ mode: 'status', status: 403 });
    expect((await get('/fragments/footer/ru')).status).toBe(403);
    await setMode({ mode: 'status' });
    expect((await get('/fragments/footer/ru')).status).toBe(404);
  });

  it('can be limited to some fragments', async () => {
    const { get, setMode } = fragments();
    await setMode({ mode: 'error', names: ['footer'] });
    expect((await get('/fragments/footer/ru')).status).toBe(500);
    expect((await get('/fragments/error-page/ru')).status).toBe(200);
  });

  it('checks the headers before failing on purpose', async () => {
    const { get, setMode } = fragments();
    await setMode({ mode: 'error' });
    expect((await get('/fragments/footer/ru', {})).status).toBe(400);
  });

  it.each([
    ['an unknown mode', { mode: 'slow' }],
    ['a status outside 400–599', { mode: 'status', status: 302 }],
    ['a status without mode status', { mode: 'error', status: 404 }],
    ['an unknown fragment name', { mode: 'error', names: ['header'] }],
    ['an unknown key', { mode: 'ok', extra: 1 }],
  ])('refuses %s with 400 and keeps the mode', async (_, body) => {
    const { call, setMode } = fragments();
    expect((await setMode(body)).status).toBe(400);
    expect((await call('GET', '/__control/fragments')).json).toEqual({ mode: 'ok' });
  });

  it('gives the fragments it names the code it is given, the others none, and refuses code with a failure mode', async () => {
    const { get, setMode } = fragments();
    expect((await setMode({ mode: 'ok', names: ['footer'], codeToEval: 'window.ran = 1' })).status).toBe(200);
    expect((await get('/fragments/footer/ru')).json.codeToEval).toBe('window.ran = 1');
    expect((await get('/fragments/error-page/ru')).json.codeToEval).toBe('');
    const refused = await setMode({ mode: 'error', codeToEval: 'window.ran = 1' });
    expect(refused.status).toBe(400);
    expect(refused.json.errors[0].detail).toBe('codeToEval: "codeToEval" goes only with mode "ok"');
    expect((await setMode({ mode: 'ok', codeToEval: 'x'.repeat(4001) })).status).toBe(400);
  });

  it('is put back to ok by /__control/reset', async () => {
    const { call, get, setMode } = fragments();
    await setMode({ mode: 'error' });
    await call('POST', '/__control/reset');
    expect((await call('GET', '/__control/fragments')).json).toEqual({ mode: 'ok' });
    expect((await get('/fragments/footer/ru')).status).toBe(200);
  });
});
