import { notFound } from 'next/navigation';

/** Every path no route claims is a 404 (shell-and-routing.md §2: the catch-all). */
export default function CatchAll(): never {
  notFound();
}
