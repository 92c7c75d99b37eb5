// What the guard chain may know about a request: the path, the query, the cookies and a few
// headers. Deciders are pure functions of these facts (no network, no database).
export interface RequestFacts {
  /** The path as the browser sent it, e.g. `/ru/casino`. */
  pathname: string;
  /** The query string with its leading `?`, or '' when there is none. */
  search: string;
  cookies: Readonly<Record<string, string>>;
  acceptLanguage: string | null;
}

/** What a decider wants done. `null` from a decider means "no opinion, ask the next one". */
export type Decision =
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found'; language: string }
  | { kind: 'next'; language: string };
