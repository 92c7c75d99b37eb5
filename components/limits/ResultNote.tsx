'use client';

import '@/app/styles/limits.css';

/** How the last save, cancel or decision of a section ended: a polite status, or an alert. */
export interface Note {
  kind: 'success' | 'error';
  text: string;
}

export function ResultNote({ note }: { note: Note | null }) {
  return (
    <>
      <p className="limits-note" role="status">
        {note?.kind === 'success' ? note.text : null}
      </p>
      {note?.kind === 'error' ? (
        <p className="limits-note limits-note--error" role="alert">
          {note.text}
        </p>
      ) : null}
    </>
  );
}
