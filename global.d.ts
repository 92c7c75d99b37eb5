import type { Language } from '@/lib/config/languages';
import type { Messages } from '@/lib/i18n/messages';

// Typed next-intl: a key missing from the ru messages fails the type check.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Language;
    Messages: Messages;
  }
}
