'use client';

import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import type { CasinoSearchAnswer } from '@/lib/api/casinoSearch';
import type { CasinoGame } from '@/lib/api/casinoGames';
import { useCasinoSearch } from '@/lib/api/useCasinoSearch';
import { navigationStarted } from '@/lib/navigation/events';
import { gameHref } from '../gameHref';
import { SearchIcon } from './SearchIcon';
import { SearchPopup } from './SearchPopup';
import { SEARCH_FIELD_PROPS, searchPageHref } from './searchHref';

/** The box shows at most this many games; the search page shows the rest. */
export const SEARCH_BOX_OPTIONS = 8;

/**
 * The casino header's search (docs/decisions/casino-search.md), a WAI-ARIA 1.2 combobox with a list popup: the
 * focus stays in the field and the active game is named by `aria-activedescendant`. Arrows move
 * (wrapping), Enter opens the active game or else the search page, Escape closes and then clears.
 * Without script the form still works: it sends `q` to the search page.
 */
export function CasinoSearchBox({
  className,
  searchPath,
  initialValue = '',
  autoFocus = false,
}: {
  className?: string;
  searchPath: string;
  /** What the player typed into the plain field before the box came (CasinoSearchGate). */
  initialValue?: string;
  /** The plain field had the focus: the box takes it over. */
  autoFocus?: boolean;
}) {
  const t = useTranslations('casinoLobby.search');
  const lng = useLocale();
  const router = useRouter();
  const id = useId();
  const ids = { input: `${id}-input`, list: `${id}-list`, option: (game: CasinoGame) => `${id}-game-${game.id}` };
  const root = useRef<HTMLFormElement>(null);
  const [value, setValue] = useState(initialValue);
  const [open, setOpen] = useState(autoFocus);
  const [active, setActive] = useState(-1);
  const search = useCasinoSearch(value, lng, SEARCH_BOX_OPTIONS);
  const games = search.failed ? [] : gamesOf(search.answer);
  const activeGame = active >= 0 ? games[active] : undefined;
  const expanded = open && search.term !== '';
  const activeId = expanded && activeGame ? ids.option(activeGame) : undefined;

  // A new answer is a new list: the old active position would point at another game.
  const [shown, setShown] = useState(search.answer);
  if (shown !== search.answer) {
    setShown(search.answer);
    setActive(-1);
  }

  // The active game stays in sight when the popup scrolls (a short phone screen).
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  // A press outside closes the popup also when the field never had focus to lose (a touch scroll).
  useEffect(() => {
    if (!expanded) return;
    const onPointerDown = (event: PointerEvent) => {
      if (root.current?.contains(event.target as Node)) return;
      setOpen(false);
      setActive(-1);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [expanded]);

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function go(url: string) {
    close();
    navigationStarted(url);
    router.push(url);
  }
  const openGame = (game: CasinoGame) => go(gameHref(lng, game));
  const openResults = () => go(searchPageHref(searchPath, value));

  function move(step: 1 | -1) {
    setOpen(true);
    const count = games.length;
    if (count === 0) return;
    setActive((current) => (current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter that picks a letter of an input method (Chinese, Japanese…) is not a choice.
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (expanded && activeGame) openGame(activeGame);
      else openResults();
    } else if (event.key === 'Escape') {
      if (expanded) close();
      else if (value !== '') setValue('');
      else return;
      event.preventDefault();
    }
  }

  // Focus moving to the popup's own button or link keeps it open; anywhere else closes it.
  function onBlur(event: FocusEvent<HTMLFormElement>) {
    if (!root.current?.contains(event.relatedTarget as Node | null)) close();
  }

  return (
    <form
      ref={root}
      role="search"
      aria-label={t('label')}
      className={className ? `casino-search ${className}` : 'casino-search'}
      action={searchPath}
      onSubmit={(event) => {
        event.preventDefault();
        openResults();
      }}
      onBlur={onBlur}
    >
      <label htmlFor={ids.input} className="visually-hidden">
        {t('label')}
      </label>
      <div className="casino-search__field">
        <SearchIcon className="casino-search__icon" />
        <input
          id={ids.input}
          className="casino-search__input"
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={ids.list}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          {...SEARCH_FIELD_PROPS}
          placeholder={t('placeholder')}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          // Only when the player was already in the plain field this replaces (CasinoSearchGate).
          autoFocus={autoFocus}
        />
      </div>
      <SearchPopup
        listId={ids.list}
        optionId={ids.option}
        hidden={!expanded}
        search={search}
        games={games}
        active={active}
        onPick={openGame}
        resultsHref={searchPageHref(searchPath, value)}
        onResults={close}
      />
    </form>
  );
}

/** The found games, or the popular ones the backend suggests when nothing is found. */
function gamesOf(answer: CasinoSearchAnswer | undefined): CasinoGame[] {
  if (!answer) return [];
  return (answer.items.length > 0 ? answer.items : answer.suggestions).slice(0, SEARCH_BOX_OPTIONS);
}
