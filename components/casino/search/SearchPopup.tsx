import { useLocale, useTranslations } from 'next-intl';
import type { CasinoGame } from '@/lib/api/casinoGames';
import type { CasinoSearchState } from '@/lib/api/useCasinoSearch';
import { artSrc } from '@/lib/casino/artSrc';
import { AppLink } from '@/components/ui/AppLink';
import { ErrorState } from '@/components/ui/ErrorState';

interface SearchPopupProps {
  listId: string;
  optionId: (game: CasinoGame) => string;
  hidden: boolean;
  search: CasinoSearchState;
  /** The options: the found games, or the suggested popular ones when nothing is found. */
  games: CasinoGame[];
  active: number;
  onPick: (game: CasinoGame) => void;
  resultsHref: string;
  onResults: () => void;
}

/**
 * The search box's popup. Only games are options of the listbox (ARIA allows nothing else in it);
 * the hint, the state of the search, the retry and the link to every result sit around it.
 */
export function SearchPopup({ listId, optionId, hidden, search, games, active, onPick, resultsHref, onResults }: SearchPopupProps) {
  const t = useTranslations('casinoLobby.search');
  const lng = useLocale();
  const { searchable, answer, loading, failed } = search;
  const nothing = !failed && answer !== undefined && answer.items.length === 0;
  const status = !searchable ? t('hint') : failed ? '' : loading ? t('loading') : nothing ? t('nothingFound') : '';
  return (
    // A press inside keeps the focus in the field: pressing a game would otherwise blur the field
    // first, and the popup would close before the click lands.
    <div className="casino-search__popup" hidden={hidden} onMouseDown={(event) => event.preventDefault()}>
      <p className={loading ? 'casino-search__status casino-search__status--loading' : 'casino-search__status'} role="status">
        {status}
      </p>
      {failed ? <ErrorState compact text={t('error')} retryLabel={t('retry')} onRetry={search.retry} /> : null}
      {nothing && games.length > 0 ? (
        <p className="casino-search__heading" aria-hidden="true">
          {t('popular')}
        </p>
      ) : null}
      <ul
        id={listId}
        role="listbox"
        className="casino-search__list"
        aria-label={nothing ? t('popular') : t('results')}
        aria-busy={loading}
        hidden={games.length === 0}
      >
        {games.map((game, index) => (
          // Not a link: an option holds no control of its own. The field's Enter and a click
          // open the game alike.
          <li
            key={game.id}
            id={optionId(game)}
            role="option"
            aria-selected={index === active}
            className="casino-search__option"
            onClick={() => onPick(game)}
          >
            {/* The art is the site's own small SVG, cached for a year (lib/casino/artSrc.ts): nothing for next/image to resize. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img className="casino-search__thumb" src={artSrc(lng, game)} alt="" width={48} height={36} decoding="async" />
            <span className="casino-search__text">
              <span className="casino-search__name">{game.name}</span>
              <span className="casino-search__studio">{game.providerName}</span>
            </span>
          </li>
        ))}
      </ul>
      {searchable && !failed ? (
        <AppLink kind="list" href={resultsHref} className="casino-search__all" onClick={onResults}>
          {t('allResults', { q: search.term })}
        </AppLink>
      ) : null}
    </div>
  );
}
