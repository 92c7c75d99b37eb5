import { getTranslations } from 'next-intl/server';
import type { TournamentList as List } from '@/lib/api/tournaments/tournaments';
import { byStatus } from '@/lib/tournaments/leaderboard';
import { TournamentCardView } from './TournamentCardView';

const SECTIONS = ['running', 'upcoming', 'finished'] as const;

/** `bonus/casino/tournaments`: the tournaments in three sections, running, upcoming, finished. */
export async function TournamentList({ lng, list }: { lng: string; list: List }) {
  const t = await getTranslations('tournaments');
  const groups = byStatus(list.items);
  const asOf = Date.parse(list.asOf);
  return (
    <div className="tournaments-screen">
      <p className="tournaments-screen__intro">{t('intro')}</p>
      {SECTIONS.map((section) => (
        <section key={section} className="tournaments-section" aria-labelledby={`tournaments-${section}`}>
          <h2 id={`tournaments-${section}`} className="panel__title">
            {t(`sections.${section}`)}
          </h2>
          {groups[section].length === 0 ? (
            <p className="empty-state">{t(`empty.${section}`)}</p>
          ) : (
            <ul className="tournament-cards">
              {groups[section].map((card) => (
                <TournamentCardView key={card.id} lng={lng} card={card} asOf={asOf} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
