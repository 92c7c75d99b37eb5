import { CasinoRouteScreen } from './CasinoRouteScreen';
import { screenPage, type OwnTitle } from './screenPage';

/**
 * A page of the casino layout: the casino's screens only (CasinoRouteScreen). Apart from routePage
 * so that a casino page's script carries none of the line's, the office's or the promotions' parts.
 */
export function casinoPage(folder: string, ownTitle?: OwnTitle) {
  return screenPage(folder, CasinoRouteScreen, ownTitle);
}
