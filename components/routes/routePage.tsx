import { RouteScreen } from './RouteScreen';
import { screenPage, type OwnTitle } from './screenPage';

/**
 * A page of the main and headless layouts whose screen the manifest picks (RouteScreen). A page
 * with a screen of its own calls `screenPage` instead: importing RouteScreen would bring the client
 * parts of every screen it picks (the casino's lists, the office, the coupon print) into that
 * page's first load, rendered or not (docs/decisions/first-load-imports.md).
 */
export function routePage(folder: string, ownTitle?: OwnTitle) {
  return screenPage(folder, RouteScreen, ownTitle);
}
