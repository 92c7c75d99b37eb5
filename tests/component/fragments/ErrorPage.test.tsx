import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';
import PageError from '@/app/[lng]/error';

vi.mock('next/navigation', () => ({
  usePathname: () => '/en/office/account',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
}));

const ERROR_PAGE = {
  appName: 'error-page',
  title: 'Access denied',
  codeToEval: '',
  scriptsToLoad: [],
  head: '',
  body: '<p>Error code: 403</p>',
  style: '',
  cssToLoad: [],
};

async function show(error: Error) {
  const reset = vi.fn();
  await act(async () => {
    await renderWithProviders(<PageError error={error} reset={reset} />, { language: 'en' });
  });
  return reset;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the error page', () => {
  it('shows the error-page fragment for the status of the error, and its own retry and home', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/fragments/error-page/*', ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json(ERROR_PAGE);
      }),
    );
    const reset = await show(Object.assign(new Error('forbidden'), { status: 403 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Access denied' })).toHaveTextContent('Error code: 403');
    expect(new URL(asked[0]!).pathname + new URL(asked[0]!).search).toBe('/fragments/error-page/en/office/account?status=403');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
  });

  it('asks for status 500 for an error without one', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/fragments/error-page/*', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(ERROR_PAGE);
      }),
    );
    await show(new Error('render failed'));
    await waitFor(() => expect(asked).toEqual(['?status=500']));
  });

  it('keeps retry and home working when the fragment fails, with the error block beside them', async () => {
    server.use(http.get('*/fragments/error-page/*', () => HttpResponse.json({ errors: [] }, { status: 404 })));
    const reset = await show(new Error('render failed'));
    expect(await screen.findByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.getByText('This block could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
  });
});
