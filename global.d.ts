import type { routing } from '@/lib/i18n/routing';
import type messages from './messages/en.json';

// Typed message keys: a missing or misspelt key is a compile error (next-intl AppConfig).
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
  }
}
