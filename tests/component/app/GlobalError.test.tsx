import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import GlobalError from '@/app/global-error';

describe('the error page of the error page', () => {
  it('says what happened and links home, with nothing it could fail on', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const html = renderToStaticMarkup(<GlobalError error={new Error('boom')} />);
    expect(html).toContain('An error occurred while showing the error page');
    expect(html).toContain('<a href="/"');
  });
});
