/** A loaded block of a page: its data, or the message of why it failed (the block shows a retry). */
export type Loaded<T> = { ok: true; data: T } | { ok: false; error: string };

/** Lets one block of a page fail without taking the page down. */
export async function settle<T>(promise: Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await promise };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[page block] ${message}`);
    return { ok: false, error: message };
  }
}
