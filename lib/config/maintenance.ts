// The maintenance text (shell-and-routing.md §8).

/**
 * Languages whose maintenance title is the Russian one (the spec's AZ, KZ, UA and RU); every
 * other language gets the English title.
 */
export const MAINTENANCE_RUSSIAN_TITLE_LANGUAGES: readonly string[] = ['az', 'kk', 'uk', 'ru'];

/** How the start and end of a maintenance window are written (date and time). */
export const MAINTENANCE_DATE_FORMAT = { dateStyle: 'long', timeStyle: 'short' } as const;
