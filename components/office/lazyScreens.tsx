'use client';

import dynamic from 'next/dynamic';

// The office screens that one office page each shows. OfficePanel is on the manifest pages' route
// file, which serves most of the site; imported statically these screens were in the first load of
// /line and /slots (docs/decisions/first-load-imports.md). Still rendered on the server; the chunk comes when shown.
export const AccountsScreen = dynamic(() => import('./AccountsScreen').then((m) => m.AccountsScreen));
export const ProfileStatus = dynamic(() => import('./ProfileStatus').then((m) => m.ProfileStatus));
