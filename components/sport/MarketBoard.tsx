'use client';

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { Game, Market } from '@/lib/api/games';
import { marketGroups, searchMarkets, type MarketTab } from '@/lib/line/markets';
import { Odd } from './Odd';

/**
 * Every market of an event (docs/decisions/event-markets.md): tabs by group (all, main, totals, handicaps,
 * periods, specials; only those the event has), and a search over the outcomes' names that looks
 * through every group. The tabs follow the WAI-ARIA tabs pattern (arrows, Home, End).
 */
export function MarketBoard({ game }: { game: Game }) {
  const t = useTranslations('line');
  const id = useId();
  const tabs = marketGroups(game.markets);
  const [current, setCurrent] = useState<MarketTab>('all');
  const [search, setSearch] = useState('');
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const searching = search.trim().length > 0;
  const shown: Market[] = searching
    ? searchMarkets(game.markets, search)
    : current === 'all'
      ? game.markets
      : game.markets.filter((market) => market.group === current);

  function onKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    const tab = next === undefined ? undefined : tabs[next];
    if (next === undefined || tab === undefined) return;
    event.preventDefault();
    setCurrent(tab);
    buttons.current[next]?.focus();
  }

  return (
    <section className="market-board" aria-label={t('marketsTitle')}>
      <div className="market-board__bar">
        <div className="market-tabs" role="tablist" aria-label={t('marketGroupsLabel')}>
          {tabs.map((tab, index) => (
            <button
              key={tab}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab}`}
              aria-controls={`${id}-panel`}
              aria-selected={!searching && tab === current}
              tabIndex={tab === current ? 0 : -1}
              className="chip"
              onClick={() => {
                setCurrent(tab);
                setSearch('');
              }}
              onKeyDown={(event) => onKey(event, index)}
            >
              {t('marketGroup', { group: tab })}
            </button>
          ))}
        </div>
        <label className="market-search">
          <span className="visually-hidden">{t('marketSearch')}</span>
          <input type="search" className="control" value={search} placeholder={t('marketSearch')} onChange={(event) => setSearch(event.target.value)} />
        </label>
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${current}`}>
        {shown.length === 0 ? (
          <p className="empty-state" role="status">
            {t('marketSearchEmpty', { search: search.trim() })}
          </p>
        ) : (
          <ul className="market-grid">
            {shown.map((market) => (
              <Odd key={market.id} game={game} market={market} as="li" />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
