/** Age confirmation (shell-and-routing.md §5, §9): the stored flag lasts 3 days (259200000 ms). */
export const AGE_FLAG_TTL_MS = 259200000;
export const AGE_FLAG_STORAGE_KEY = 'ageRestrictionConfirmed';
