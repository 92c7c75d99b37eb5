'use client';

/**
 * Previous and next through the pages of a list (the bet history, the results, the payments), the
 * current page announced as it changes. Pages count from 1; the words are the list's own.
 */
export function Pager({
  page,
  pages,
  onPage,
  words,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  words: { label: string; previous: string; next: string; pageOf: string };
}) {
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={words.label}>
      <button type="button" className="btn btn--ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {words.previous}
      </button>
      <span aria-live="polite">{words.pageOf}</span>
      <button type="button" className="btn btn--ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {words.next}
      </button>
    </nav>
  );
}
