import { href } from '@/lib/routes/href';

/** Where the bottom navigation's links go: built by the frames on the server, so the bar's script carries no route table. */
export function bottomNavLinks(lng: string) {
  return { line: href(lng, 'line'), live: href(lng, 'live'), casino: href(lng, 'slots') };
}

export type BottomNavLinks = ReturnType<typeof bottomNavLinks>;
