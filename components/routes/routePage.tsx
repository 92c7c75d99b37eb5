import type { ComponentType } from 'react';
import type { RouteMatch } from '@/lib/routes/match';
import type { ScreenMessagesName } from '@/lib/config/clientMessages';
import { RouteScreen } from './RouteScreen';
import { screenPage, type OwnTitle } from './screenPage';

/** A page of the main and headless layouts: the manifest's screen by RouteScreen, or one of its own. */
export function routePage(
  folder: string,
  Screen: ComponentType<{ lng: string; match: RouteMatch }> = RouteScreen,
  ownTitle?: OwnTitle,
  screenMessages?: ScreenMessagesName,
) {
  return screenPage(folder, Screen, ownTitle, screenMessages);
}
