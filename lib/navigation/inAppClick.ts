/** What of a click decides whether a link is followed by the app's router. */
export interface LinkClick {
  button: number;
  defaultPrevented: boolean;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** What of the link decides it: where it leads and how it asks to be opened. */
export interface ClickedLink {
  origin: string;
  target: string | null;
  download: boolean;
}

/**
 * Whether a click on a link is followed by the router (a client navigation) rather than left to
 * the browser: a plain primary click, on a link of this site, that opens in this tab and is no
 * download. A modified click (new tab, new window, save) and a click another handler prevented
 * are the browser's, as with any link.
 */
export function followedInApp(click: LinkClick, link: ClickedLink, origin: string): boolean {
  if (click.defaultPrevented || click.button !== 0) return false;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if (link.download || (link.target !== null && link.target !== '' && link.target !== '_self')) return false;
  return link.origin === origin;
}
