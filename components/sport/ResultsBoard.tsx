'use client';

import { useId, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Results, ResultSport } from '@/lib/api/results';
import { useResultChamps, useResults, useResultSports } from '@/lib/api/useResults';
import { RESULTS_PAGE_SIZE } from '@/lib/config/liveFeed';
import { dayWindow, todayIn } from '@/lib/line/results';
import { useAppSelector } from '@/store/hooks';
import { ErrorState } from '@/components/ui/ErrorState';
import { Pager } from '@/components/ui/Pager';
import { ScoreList } from './ScoreList';

/**
 * Finished games with their final scores (docs/decisions/results-pages.md), newest first, filtered by sport,
 * championship and day (in the player's time zone), a page at a time. The server renders the first
 * page of every sport; the filters ask the backend again.
 */
export function ResultsBoard({ initial, initialSports }: { initial?: Results; initialSports?: ResultSport[] }) {
  const t = useTranslations('results');
  const lng = useLocale();
  const id = useId();
  const timeZone = useAppSelector((state) => state.app.timeZone);
  const [sportId, setSportId] = useState<number | undefined>();
  const [champId, setChampId] = useState<number | undefined>();
  const [day, setDay] = useState('');
  const [page, setPage] = useState(0);
  const window = day ? dayWindow(day, timeZone) : null;
  const span = window ?? {};
  const query = { lng, sportId, champId, ...span, limit: RESULTS_PAGE_SIZE, offset: page * RESULTS_PAGE_SIZE };
  const untouched = sportId === undefined && champId === undefined && !day && page === 0;
  const results = useResults(query, untouched ? initial : undefined);
  const sports = useResultSports({ lng, ...span }, day ? undefined : initialSports);
  const champs = useResultChamps(sportId === undefined ? null : { lng, sportId, ...span });
  const pages = results.data ? Math.max(1, Math.ceil(results.data.total / RESULTS_PAGE_SIZE)) : 1;

  const filtered = (change: () => void) => {
    change();
    setPage(0);
  };

  return (
    <section className="results-board" aria-labelledby={`${id}-title`}>
      <h2 className="visually-hidden" id={`${id}-title`}>
        {t('finishedTitle')}
      </h2>
      <form className="results-filters" onSubmit={(event) => event.preventDefault()}>
        <label className="results-filters__field">
          <span>{t('sport')}</span>
          <select
            className="control"
            value={sportId ?? ''}
            onChange={(event) =>
              filtered(() => {
                setSportId(event.target.value ? Number(event.target.value) : undefined);
                setChampId(undefined);
              })
            }
          >
            <option value="">{t('allSports')}</option>
            {(sports.data ?? []).map((sport) => (
              <option key={sport.id} value={sport.id}>
                {t('withCount', { name: sport.name, count: sport.count })}
              </option>
            ))}
          </select>
        </label>
        <label className="results-filters__field">
          <span>{t('champ')}</span>
          <select
            className="control"
            value={champId ?? ''}
            disabled={sportId === undefined}
            onChange={(event) => filtered(() => setChampId(event.target.value ? Number(event.target.value) : undefined))}
          >
            <option value="">{t('allChamps')}</option>
            {(champs.data ?? []).map((champ) => (
              <option key={champ.id} value={champ.id}>
                {t('withCount', { name: champ.country ? `${champ.country}. ${champ.name}` : champ.name, count: champ.count })}
              </option>
            ))}
          </select>
        </label>
        <label className="results-filters__field">
          <span>{t('day')}</span>
          <input type="date" className="control" value={day} max={todayIn(timeZone)} onChange={(event) => filtered(() => setDay(event.target.value))} />
        </label>
        {!untouched ? (
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setSportId(undefined);
              setChampId(undefined);
              setDay('');
              setPage(0);
            }}
          >
            {t('resetFilters')}
          </button>
        ) : null}
      </form>
      {results.error && !results.data ? (
        <ErrorState onRetry={() => void results.mutate()} pending={results.isValidating} />
      ) : !results.data ? (
        <p className="muted" role="status" aria-busy="true">
          {t('loading')}
        </p>
      ) : results.data.games.length === 0 ? (
        <p className="empty-state" role="status">
          {t('empty')}
        </p>
      ) : (
        <>
          <ScoreList games={results.data.games} busy={results.isValidating} />
          <Pager
            page={page + 1}
            pages={pages}
            onPage={(next) => setPage(next - 1)}
            words={{ label: t('pages'), previous: t('previous'), next: t('next'), pageOf: t('pageOf', { page: page + 1, pages }) }}
          />
        </>
      )}
    </section>
  );
}
