import 'i18next';
import type en from '@exchange/contracts/i18n/locales/en/app.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'app';
    resources: { app: typeof en };
    returnNull: false;
  }
}
