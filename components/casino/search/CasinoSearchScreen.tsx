'use client';

import { useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { CasinoGame } from '@/lib/api/casinoGames';
import { SEARCH_MAX_LIMIT } from '@/lib/api/casinoSearch';
import { useCasinoSearch, usePopularCasinoGames, type CasinoSearchState } from '@/lib/api/useCasinoSearch';
import { ErrorState } from '@/components/ui/ErrorState';
import { GameGridSkeleton } from '../GameGridSkeleton';
import { GameTile } from '../GameTile';
import { SearchIcon } from './SearchIcon';
import { href } from '@/lib/routes/href';
import { SEARCH_FIELD_PROPS } from './searchHref';
import { useAddressQuery } from './useAddressQuery';

/** The page asks for as many games as the backend gives (it has no pages for a search). */
export const SEARCH_PAGE_LIMIT = SEARCH_MAX_LIMIT;

/**
 * The `casino-search` page's content (docs/decisions/casino-search.md): a large field whose query is in the
 * address, and the found games as tiles. Below 2 letters it offers the popular games; when nothing
 * is found, the games the backend suggests. It reads the address with useSearchParams, so the
 * server page renders it inside <Suspense>.
 */
export function CasinoSearchScreen() {
  const t = useTranslations('casinoLobby.search');
  const lng = useLocale();
  const inputId = useId();
  const [value, setValue, commit] = useAddressQuery(lng);
  const search = useCasinoSearch(value, lng, SEARCH_PAGE_LIMIT);
  return (
    <div className="casino-search-page">
      {/* Not a search landmark: the header's box is the site's one; two would need two names. */}
      <form
        className="casino-search-page__form"
        action={href(lng, 'casinoSearch')}
        onSubmit={(event) => {
          event.preventDefault();
          commit();
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {t('label')}
        </label>
        <div className="casino-search__field casino-search__field--large">
          <SearchIcon className="casino-search__icon" />
          <input
            id={inputId}
            className="casino-search__input"
            type="search"
            {...SEARCH_FIELD_PROPS}
            placeholder={t('placeholder')}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </div>
      </form>
      {search.searchable ? <Results search={search} /> : <Popular lng={lng} />}
    </div>
  );
}

/** The found games; while the next query loads the previous ones stay, dimmed (aria-busy). */
function Results({ search }: { search: CasinoSearchState }) {
  const t = useTranslations('casinoLobby.search');
  const headingId = useId();
  const { answer, loading, failed } = search;
  if (failed) return <ErrorState text={t('error')} retryLabel={t('retry')} onRetry={search.retry} />;
  if (!answer) return <GameGridSkeleton />;
  // The words quote the query of the games shown (`answer.q`), not the letters typed since.
  if (answer.items.length === 0) {
    return (
      <section className="casino-search-page__section" aria-labelledby={headingId}>
        <p className="empty-state" role="status">
          {t('nothingFoundFor', { q: answer.q })}
        </p>
        <h2 id={headingId} className="casino-search-page__title">
          {t('popular')}
        </h2>
        <Grid games={answer.suggestions} label={t('popular')} busy={loading} />
      </section>
    );
  }
  const count = answer.items.length;
  return (
    <section className="casino-search-page__section" aria-label={t('resultsFor', { q: answer.q })}>
      <p className="casino-search-page__count muted" role="status">
        {t('count', { count })}
      </p>
      <Grid games={answer.items} label={t('resultsFor', { q: answer.q })} busy={loading} />
      {/* The backend gives at most SEARCH_PAGE_LIMIT games and no total: say when there may be more. */}
      {count >= SEARCH_PAGE_LIMIT ? <p className="casino-search-page__more muted">{t('capped', { count })}</p> : null}
    </section>
  );
}

/** Before 2 letters: the hint and the popular games (the lobby's list, not the search). */
function Popular({ lng }: { lng: string }) {
  const t = useTranslations('casinoLobby.search');
  const headingId = useId();
  const { data, error, isValidating, mutate } = usePopularCasinoGames(lng, true);
  return (
    <section className="casino-search-page__section" aria-labelledby={headingId}>
      <p className="casino-search-page__hint muted">{t('hint')}</p>
      <h2 id={headingId} className="casino-search-page__title">
        {t('popular')}
      </h2>
      {error !== undefined && !isValidating ? (
        <ErrorState text={t('popularError')} retryLabel={t('retry')} onRetry={() => void mutate()} />
      ) : data ? (
        <Grid games={data} label={t('popular')} busy={false} />
      ) : (
        <GameGridSkeleton />
      )}
    </section>
  );
}

function Grid({ games, label, busy }: { games: CasinoGame[]; label: string; busy: boolean }) {
  return (
    <ul className="game-grid casino-search-page__grid" aria-label={label} aria-busy={busy}>
      {games.map((game, index) => (
        <GameTile key={game.id} game={game} priority={index < 4} />
      ))}
    </ul>
  );
}
