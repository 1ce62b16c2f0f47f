import 'i18next';
import type { EnglishAppStrings } from '@exchange/i18n/english';

// Keys are typed from the English namespace files merged (packages/i18n/src/english.ts), as they merge at run time
// into the one i18next namespace `app` (lib/i18n.ts).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'app';
    resources: { app: EnglishAppStrings };
    returnNull: false;
  }
}
