import { useEffect, useRef, useState } from 'react';
import { useRouter, useSearchParams } from 'next/navigation';
import { searchTerm } from '@/lib/api/casinoSearch';
import { SEARCH_DEBOUNCE_MS } from '@/lib/api/useCasinoSearch';
import { href } from '@/lib/routes/href';
import { searchPageHref } from './searchHref';

/**
 * The search page's field, kept in the address (`?q=`) so a reload or a shared link shows the same
 * search. The field answers every key; the address follows once the player pauses (a replace, not
 * a new history entry per word). A change of the address made elsewhere (the header's box on this
 * page) is taken into the field.
 *
 * Returns the field's value, its setter, and `commit` for Enter (write the address now).
 */
export function useAddressQuery(lng: string): [string, (next: string) => void, () => void] {
  const router = useRouter();
  const inAddress = useSearchParams().get('q') ?? '';
  const [value, setValue] = useState(inAddress);
  // The addresses this field has asked for and not all seen yet. A replace lands later (the page
  // renders again on the server), so an older one of ours may arrive while the player has typed
  // on: that is no reason to put the older query back in the field.
  const [ours, setOurs] = useState<string[]>([inAddress]);
  const [seen, setSeen] = useState(inAddress);
  if (seen !== inAddress) {
    setSeen(inAddress);
    if (inAddress === ours[ours.length - 1]) setOurs([inAddress]);
    else if (!ours.includes(inAddress)) {
      setValue(inAddress);
      setOurs([inAddress]);
    }
  }

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The query the address holds or is about to hold: a pause after "aur " asks for nothing new.
  const latest = useRef(inAddress);
  useEffect(() => {
    if (ours.length === 1) latest.current = ours[0] ?? latest.current;
  }, [ours]);

  function write(raw: string) {
    clearTimeout(timer.current);
    const term = searchTerm(raw);
    if (term === latest.current) return;
    latest.current = term;
    setOurs((pending) => [...pending, term]);
    router.replace(searchPageHref(href(lng, 'casinoSearch'), term), { scroll: false });
  }

  function change(next: string) {
    setValue(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => write(next), SEARCH_DEBOUNCE_MS);
  }

  return [value, change, () => write(value)];
}
