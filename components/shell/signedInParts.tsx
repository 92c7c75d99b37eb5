'use client';

import dynamic from 'next/dynamic';

// The header's parts for a signed-in player. Imported statically, a client part comes with every
// page of its layout, a guest's too (docs/decisions/first-load-imports.md); through next/dynamic each is still rendered
// on the server for a player, and its chunk comes only with the pages that show it.
export const BalanceWidget = dynamic(() => import('./BalanceWidget').then((m) => m.BalanceWidget));
export const LogoutButton = dynamic(() => import('./LogoutButton').then((m) => m.LogoutButton));
