// The line feed's server-sent events as the site's fan-out reads and writes them (docs/line-feed.md
// "The push feed"): the backend's format, byte for byte, so a browser cannot tell the hub's stream
// from the backend's.

/**
 * One event of the feed as the hub keeps it: its id, its name, its `data` as JSON text (passed on
 * as it came, never encoded again) and its game (the `gameIds` filter), if it is about one.
 */
export interface HubEvent {
  id: number;
  event: string;
  data: string;
  gameId: number | undefined;
}

/** What the backend sends first on every stream, and what the hub sends too. */
export const RETRY_LINE = 'retry: 3000\n\n';
export const KEEP_ALIVE_LINE = ': keep-alive\n\n';

/** At most this many events go in one `batch` message (the backend's BATCH_MAX). */
export const BATCH_MAX = 1000;

const gameOf = (data: unknown): number | undefined => {
  const gameId = typeof data === 'object' && data !== null ? (data as { gameId?: unknown }).gameId : undefined;
  return typeof gameId === 'number' ? gameId : undefined;
};

/** One message of a stream: its fields as sent. */
export interface SseMessage {
  id: string | undefined;
  event: string;
  data: string;
}

/**
 * Reads an event stream's text as it comes in chunks: `push` a chunk, get the complete messages it
 * finished (comments and `retry:` lines skipped; a message without `data` is none).
 */
export function sseReader() {
  let rest = '';
  let id: string | undefined;
  let event = '';
  let data: string[] = [];
  return {
    push(chunk: string): SseMessage[] {
      const messages: SseMessage[] = [];
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const raw of lines) {
        const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        if (line === '') {
          if (data.length > 0) messages.push({ id, event: event || 'message', data: data.join('\n') });
          id = undefined;
          event = '';
          data = [];
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + (line[colon + 1] === ' ' ? 2 : 1));
        if (field === 'id') id = value;
        else if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      return messages;
    },
  };
}

/**
 * A message's events, each with its own id: a `batch` carries them as `{ id, event, data }`
 * (an entry without an id, from an older backend, takes the message's); any other message is one.
 * Null when it is not the feed's (no id, data that is not JSON).
 */
export function eventsOf(message: SseMessage): HubEvent[] | null {
  const id = Number(message.id);
  if (message.id === undefined || !Number.isSafeInteger(id) || id < 0) return null;
  let body: unknown;
  try {
    body = JSON.parse(message.data);
  } catch {
    return null;
  }
  if (message.event !== 'batch') return [{ id, event: message.event, data: message.data, gameId: gameOf(body) }];
  if (!Array.isArray(body)) return null;
  return body.map((item: { id?: unknown; event?: unknown; data?: unknown } | null) => ({
    id: typeof item?.id === 'number' ? item.id : id,
    event: String(item?.event),
    data: JSON.stringify(item?.data ?? null),
    gameId: gameOf(item?.data),
  }));
}

const single = (event: HubEvent) => `id: ${event.id}\nevent: ${event.event}\ndata: ${event.data}\n\n`;

/**
 * Events as messages, as the backend writes them (backend/src/line/feed/stream.ts formatEvents): a
 * single event as itself, a run of several as `batch` messages of up to BATCH_MAX (entries
 * `{ id, event, data }`, the message's id the last one's), a `reset` alone.
 */
export function formatEvents(events: readonly HubEvent[]): string {
  let text = '';
  for (let start = 0; start < events.length; ) {
    let end = start + 1;
    if (events[start]!.event !== 'reset') while (end < events.length && end - start < BATCH_MAX && events[end]!.event !== 'reset') end += 1;
    if (end - start === 1) text += single(events[start]!);
    else {
      let entries = '';
      for (let i = start; i < end; i += 1) {
        const event = events[i]!;
        entries += `${i === start ? '' : ','}{"id":${event.id},"event":${JSON.stringify(event.event)},"data":${event.data}}`;
      }
      text += `id: ${events[end - 1]!.id}\nevent: batch\ndata: [${entries}]\n\n`;
    }
    start = end;
  }
  return text;
}

/** Whether a client with this `gameIds` filter gets the event: one about another game is dropped; one about none (and a `reset`) passes. */
export const passes = (event: HubEvent, gameIds: ReadonlySet<number> | undefined) =>
  !gameIds || event.gameId === undefined || event.event === 'reset' || gameIds.has(event.gameId);
