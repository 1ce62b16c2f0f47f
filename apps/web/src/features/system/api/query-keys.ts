/** Public reference data: cached long, kept across logouts (not under the user scope). */
export const REFERENCE_STALE_TIME_MS = 10 * 60_000;

export const systemKeys = {
  all: ['system'] as const,
  appInfo: () => [...systemKeys.all, 'app-info'] as const,
  languages: () => [...systemKeys.all, 'languages'] as const,
  areaCodes: (language: string) => [...systemKeys.all, 'area-codes', language] as const,
  nationalities: (language: string) => [...systemKeys.all, 'nationalities', language] as const,
  menus: () => [...systemKeys.all, 'menus'] as const,
  exchangeRates: () => [...systemKeys.all, 'exchange-rates'] as const,
};
