import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { fetchRuleGroup, fetchRuleGroups } from '@/lib/api/rules';
import type { RouteMatch } from '@/lib/routes/match';
import { href } from '@/lib/routes/href';
import { AppLink as Link } from '@/components/ui/AppLink';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Tabs } from '@/components/ui/Tabs';
import { RefreshErrorState } from '@/components/ui/RefreshErrorState';
import { settle } from '@/lib/api/settle';

/** The betting rules, rendered on the server: the groups, then one group's chapters (or one chapter). */
export async function RulesScreen({ lng, match }: { lng: string; match: RouteMatch }) {
  const groupId = match.params.ruleGroup ?? '1';
  // Each part loads on its own: a backend fault with no last good copy costs the part, not the page.
  const [groupsLoaded, groupLoaded] = await Promise.all([settle(fetchRuleGroups(lng)), settle(fetchRuleGroup(groupId, lng))]);
  if (!groupLoaded.ok) return <RulesUnavailable lng={lng} />;
  const group = groupLoaded.data;
  const groups = groupsLoaded.ok ? groupsLoaded.data : [];
  if (!group) notFound();
  const chapterId = match.params.chapter;
  const chapters = chapterId ? group.chapters.filter((c) => String(c.id) === chapterId) : group.chapters;
  if (chapters.length === 0) notFound();
  const t = await getTranslations('routes');
  const tInfo = await getTranslations('info');
  return (
    <div className="route-screen">
      <Breadcrumbs
        items={[
          { label: tInfo('home'), href: href(lng, 'home') },
          { label: t('rules'), href: href(lng, 'rules', { ruleGroup: '1' }) },
          { label: group.title },
        ]}
      />
      <h1 className="page-title">{group.title}</h1>
      <Tabs
        label={t('rules')}
        tabs={groups.map((g) => ({
          key: g.id,
          href: href(lng, 'rules', { ruleGroup: g.id }),
          label: g.title,
          current: String(g.id) === groupId && !chapterId,
        }))}
      />
      {chapters.map((chapter) => (
        <article key={chapter.id} className="info-page" aria-labelledby={`chapter-${chapter.id}`}>
          <h2 id={`chapter-${chapter.id}`} className="panel__title">
            <Link kind="footer" href={href(lng, 'rules', { ruleGroup: groupId, chapter: chapter.id })}>{chapter.title}</Link>
          </h2>
          {chapter.body.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </article>
      ))}
    </div>
  );
}

/** The rules page when the backend fails and no copy of the group is kept: its frame and a retry. */
async function RulesUnavailable({ lng }: { lng: string }) {
  const t = await getTranslations('routes');
  const tInfo = await getTranslations('info');
  return (
    <div className="route-screen">
      <Breadcrumbs items={[{ label: tInfo('home'), href: href(lng, 'home') }, { label: t('rules') }]} />
      <h1 className="page-title">{t('rules')}</h1>
      <RefreshErrorState reason="page" />
    </div>
  );
}
