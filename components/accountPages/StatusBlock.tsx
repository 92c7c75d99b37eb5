import type { ReactNode } from 'react';

/**
 * What happened, as a titled block announced when it appears; `done` and `problem` differ by more
 * than their border's colour: the title says which.
 */
export function StatusBlock({ tone, title, children }: { tone: 'done' | 'problem' | 'info'; title: string; children?: ReactNode }) {
  return (
    <section className={`account-link__status account-link__status--${tone}`} role={tone === 'info' ? undefined : 'status'}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}
