// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@/tests/support/server';
import {
  fetchFragment,
  fragmentHeaders,
  fragmentPath,
  FragmentStatusError,
  isFragmentStatusError,
  parseFragmentAnswer,
} from '@/lib/api/fragment';
import { ApiError } from '@/lib/api/http';
import { BACKEND_TIMEOUT_MS, DEFAULT_BACKEND_URL } from '@/lib/config/backend';

const PAYLOAD = {
  appName: 'footer',
  title: 'Footer',
  codeToEval: '',
  scriptsToLoad: [],
  head: '',
  body: '<p>ok</p>',
  style: '',
  cssToLoad: [],
};

afterEach(() => {
  vi.useRealTimers();
});

describe('fragmentPath', () => {
  it('is the endpoint, the name and the page path', () => {
    expect(fragmentPath({ name: 'footer', path: '/ru/line/football' })).toBe('/fragments/footer/ru/line/football');
  });

  it('adds the status of an error page', () => {
    expect(fragmentPath({ name: 'error-page', path: '/en/500', status: 500 })).toBe('/fragments/error-page/en/500?status=500');
  });

  it('leaves the page query and hash out', () => {
    expect(fragmentPath({ name: 'footer', path: '/ru/slots?category=new#top' })).toBe('/fragments/footer/ru/slots');
  });

  it('is the bare fragment for the root', () => {
    expect(fragmentPath({ name: 'footer', path: '/' })).toBe('/fragments/footer');
  });

  it.each([
    ['dot segments', '/ru/../../web-api/user/balance'],
    ['encoded dot segments', '/ru/%2e%2E/%2e/web-api/user/balance'],
    ['backslashes', '/ru\\..\\..\\web-api/user/balance'],
  ])('cannot leave the fragment prefix with %s', (_, path) => {
    expect(fragmentPath({ name: 'footer', path })).toBe('/fragments/footer/ru/web-api/user/balance');
  });
});

describe('fragmentHeaders', () => {
  it('asks for JSON render mode and API version v2', () => {
    expect(fragmentHeaders({})).toEqual({ Accept: 'application/json', 'X-Render-Mode': 'json', 'X-Api-Version': 'v2' });
  });

  it('adds force-spa when asked, and a JSON content type for a component list', () => {
    expect(fragmentHeaders({ forceSpa: true, components: ['a'] })).toMatchObject({
      'X-Force-Spa': '1',
      'Content-Type': 'application/json',
    });
  });
});

describe('parseFragmentAnswer', () => {
  it('parses a valid answer', () => {
    expect(parseFragmentAnswer('footer', 200, JSON.stringify(PAYLOAD))).toEqual(PAYLOAD);
  });

  it('says plainly when the answer is not JSON', () => {
    expect(() => parseFragmentAnswer('footer', 200, '<html>oops')).toThrow('Fragment "footer": the answer is not valid JSON');
  });

  it('names the field a payload gets wrong', () => {
    const bad = JSON.stringify({ ...PAYLOAD, body: 42 });
    expect(() => parseFragmentAnswer('footer', 200, bad)).toThrow(/^Fragment "footer": unexpected answer at body: /);
  });

  it('is a status error carrying the status for a 404, with the server detail', () => {
    const error = (() => {
      try {
        parseFragmentAnswer('footer', 404, JSON.stringify({ errors: [{ detail: 'No such fragment' }] }));
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(FragmentStatusError);
    expect(error).toMatchObject({ status: 404, message: 'Fragment "footer" answered 404: No such fragment' });
  });

  it('is a plain (retryable) error for a 5xx, even with an HTML body', () => {
    const error = (() => {
      try {
        parseFragmentAnswer('footer', 502, '<html>Bad gateway</html>');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(FragmentStatusError);
    expect(error).toMatchObject({ status: 502, message: 'Fragment "footer" answered 502' });
  });

  it.each([
    [400, true],
    [403, true],
    [404, true],
    [408, false],
    [429, false],
    [500, false],
    [503, false],
  ])('status %i is a status error: %s', (status, expected) => {
    expect(isFragmentStatusError(status)).toBe(expected);
  });
});

describe('fetchFragment (on the server: straight to the backend)', () => {
  const URL = `${DEFAULT_BACKEND_URL}/fragments/footer/ru`;

  it('GETs with the fragment headers and reports where the answer came from', async () => {
    let headers: Headers | undefined;
    server.use(
      http.get(URL, ({ request }) => {
        headers = request.headers;
        return HttpResponse.json(PAYLOAD);
      }),
    );
    const loaded = await fetchFragment({ name: 'footer', path: '/ru' });
    expect(loaded).toEqual({ payload: PAYLOAD, origin: DEFAULT_BACKEND_URL, endpointOrigin: DEFAULT_BACKEND_URL });
    expect(headers?.get('x-render-mode')).toBe('json');
    expect(headers?.get('x-api-version')).toBe('v2');
    expect(headers?.has('x-force-spa')).toBe(false);
  });

  it('POSTs {components} when a component list is given', async () => {
    let body: unknown;
    server.use(
      http.post(URL, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(PAYLOAD);
      }),
    );
    await fetchFragment({ name: 'footer', path: '/ru', components: ['licence', 'support'] });
    expect(body).toEqual({ components: ['licence', 'support'] });
  });

  it('reports the origin a redirect led to', async () => {
    server.use(
      http.get(URL, () => HttpResponse.redirect('https://evil.example/footer', 302)),
      http.get('https://evil.example/footer', () => HttpResponse.json(PAYLOAD)),
    );
    const loaded = await fetchFragment({ name: 'footer', path: '/ru' });
    expect(loaded.origin).toBe('https://evil.example');
    expect(loaded.endpointOrigin).toBe(DEFAULT_BACKEND_URL);
  });

  it('fails with status 0 when the server does not answer within the backend timeout', async () => {
    // On the server the fragment is one more backend call of the render (docs/decisions/backend-faults.md).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.get(URL, () => delay('infinite')));
    const outcome = fetchFragment({ name: 'footer', path: '/ru' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(BACKEND_TIMEOUT_MS);
    expect(await outcome).toMatchObject({
      status: 0,
      message: `Fragment "footer" did not answer within ${BACKEND_TIMEOUT_MS} ms`,
    });
  });

  it('fails with status 0 when the network fails', async () => {
    server.use(http.get(URL, () => HttpResponse.error()));
    await expect(fetchFragment({ name: 'footer', path: '/ru' })).rejects.toMatchObject({
      status: 0,
      message: 'Fragment "footer": failed to fetch',
    });
  });

  it('is cancelled (499) when its signal aborts', async () => {
    server.use(http.get(URL, () => delay('infinite')));
    const controller = new AbortController();
    const outcome = fetchFragment({ name: 'footer', path: '/ru' }, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await outcome).toMatchObject({ status: 499, message: 'Request cancelled' });
  });
});
