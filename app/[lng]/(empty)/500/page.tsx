import type { Metadata } from 'next';

export const metadata: Metadata = { robots: { index: false } };

/**
 * Path '500' shows the technical error page with status 500 (shell-and-routing.md §8): failing the render
 * on purpose is what makes Next answer 500 and show the error page.
 */
export default function TechnicalErrorPage(): never {
  throw new Error('Technical error page requested');
}
