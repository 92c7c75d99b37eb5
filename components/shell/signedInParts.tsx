'use client';

import { lazyPart } from '@/components/ui/lazyPart';

// The header's parts for a signed-in player. Imported statically, a client part comes with every
// page of its layout, a guest's too (issue 10 point 3); through lazyPart each is still rendered
// on the server for a player, and its chunk comes only with the pages that show it.
export const BalanceWidget = lazyPart(() => import('./BalanceWidget').then((m) => m.BalanceWidget));
export const LogoutButton = lazyPart(() => import('./LogoutButton').then((m) => m.LogoutButton));
