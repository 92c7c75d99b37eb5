'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { SearchIcon } from './SearchIcon';
import { SEARCH_FIELD_PROPS } from './searchHref';

// The combobox, its popup and its search call come when the player reaches for the box (a pointer
// over it, a focus, a touch): most casino visits never search, so they are not in
// every casino page's first load (docs/decisions/on-demand-parts.md).
const loadSearchBox = () => import('./CasinoSearchBox').then((m) => m.CasinoSearchBox);
type SearchBox = Awaited<ReturnType<typeof loadSearchBox>>;

/**
 * The casino header's search: until the player reaches for it, the same field as a plain form that
 * sends `q` to the search page (as it does before the script loads); then the combobox in its place,
 * with what was typed and the focus kept.
 */
export function CasinoSearchGate({ className, searchPath }: { className?: string; searchPath: string }) {
  const t = useTranslations('casinoLobby.search');
  const [wanted, setWanted] = useState<{ Box: SearchBox; value: string; focused: boolean } | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const reach = () => {
    if (wanted) return;
    void loadSearchBox().then(
      // What was typed and where the focus was are read when the box is here, not when asked for.
      (Box) => setWanted({ Box, value: field.current?.value ?? '', focused: document.activeElement === field.current }),
      // Not loaded (a dropped connection): the plain form still searches, the next reach tries again.
      () => undefined,
    );
  };
  if (wanted) {
    const { Box } = wanted;
    return <Box className={className} searchPath={searchPath} initialValue={wanted.value} autoFocus={wanted.focused} />;
  }
  return (
    <form
      role="search"
      aria-label={t('label')}
      className={className ? `casino-search ${className}` : 'casino-search'}
      action={searchPath}
      onPointerEnter={reach}
      onFocus={reach}
      onTouchStart={reach}
    >
      <div className="casino-search__field">
        <SearchIcon className="casino-search__icon" />
        <input ref={field} className="casino-search__input" type="text" aria-label={t('label')} {...SEARCH_FIELD_PROPS} placeholder={t('placeholder')} />
      </div>
    </form>
  );
}
