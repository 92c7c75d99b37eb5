// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { showsFault } from '@/lib/cache/siteCacheHandler.mjs';

// A page that met a backend fault is answered, never kept (docs/cached-pages.md).
describe('the page cache', () => {
  it('refuses a page whose HTML shows a backend fault, keeps any other', () => {
    const page = (html: string) => ({ kind: 'APP_PAGE', html, rscData: Buffer.from('') });
    expect(showsFault(page('<div class="error-state" role="alert" data-render-fault=""><p>…</p></div>'))).toBe(true);
    expect(showsFault(page('<span hidden="" data-render-fault=""></span>'))).toBe(true);
    expect(showsFault(page('<main><p>Служба поддержки</p></main>'))).toBe(false);
    expect(showsFault({ kind: 'FETCH', data: { body: 'data-render-fault' } })).toBe(false);
    expect(showsFault(null)).toBe(false);
  });
});
