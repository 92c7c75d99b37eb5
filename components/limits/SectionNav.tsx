'use client';

import { SECTION_ANCHOR, SECTIONS } from '@/lib/limits/sections';
import { useLimitWords } from './useLimitWords';
import '@/app/styles/limits.css';

/** Links to the page's sections (a long page on a phone). */
export function SectionNav() {
  const { t } = useLimitWords();
  return (
    <nav className="limits-nav" aria-label={t('sectionsNav')}>
      {SECTIONS.map((section) => (
        <a key={section} className="chip" href={`#${SECTION_ANCHOR[section]}`}>
          {t(`sections.${section}`)}
        </a>
      ))}
    </nav>
  );
}
