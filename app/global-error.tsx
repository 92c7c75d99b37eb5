'use client';

import { useEffect } from 'react';

// The last line of defence: shown when the error page itself failed (shell-and-routing.md §8). It cannot
// rely on the layouts, the messages or the styles that may be what failed, so it stands alone.
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif', background: '#0f1923', color: '#e8eef4' }}>
        <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center', padding: 16 }}>
          <div>
            <h1 style={{ fontSize: 22 }}>An error occurred while showing the error page</h1>
            <p>
              {/* A full page load on purpose: the app failed, so a client-side navigation could too. */}
              {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
              <a href="/" style={{ color: '#27c46a' }}>
                Home
              </a>
            </p>
          </div>
        </main>
      </body>
    </html>
  );
}
