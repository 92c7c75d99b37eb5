import type { Backend } from './authHelpers';

export interface Letter {
  to: string;
  subject: string;
  body: string;
}

/** A player's letters from the reference outbox, oldest first. */
export async function mailOf(backend: Backend, login: string): Promise<Letter[]> {
  return (await backend.call('GET', `/__control/mail/${encodeURIComponent(login)}`)).json;
}

/** The link of the player's newest letter to a page ("user/passwordreset"), and its token. */
export async function linkTo(backend: Backend, login: string, page: string): Promise<{ url: URL; token: string }> {
  const letters = (await mailOf(backend, login)).filter((letter) => letter.body.includes(`/${page}`));
  const found = letters.at(-1)?.body.match(/https?:\/\/\S+/g)?.find((link) => link.includes(`/${page}`));
  if (!found) throw new Error(`No letter to ${login} links to ${page}`);
  const url = new URL(found);
  return { url, token: url.searchParams.get('token') ?? '' };
}
