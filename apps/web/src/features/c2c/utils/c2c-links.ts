import { paths } from '@/config/paths';
import type { C2cAsset } from './c2c-rules';
import { C2C_ASSETS } from './c2c-rules';

/** An order's detail: `/c2c/list?order=<id>`. */
export const c2cOrderHref = (id: number) => `${paths.c2cList.path}?order=${id}`;

/** The tabs of `/c2c/list` (`?tab=`): open orders, finished ones, and the merchant area. */
export const C2C_LIST_TABS = ['open', 'done', 'ads'] as const;
export type C2cListTab = (typeof C2C_LIST_TABS)[number];

export const listTabParam = (value: string | null): C2cListTab =>
  (C2C_LIST_TABS as readonly string[]).includes(value ?? '') ? (value as C2cListTab) : 'open';

/** The coin of `?coin=` (the deposit screen links with it), or USDT. */
export const assetParam = (value: string | null): C2cAsset => {
  const coin = (value ?? '').trim().toUpperCase();
  return (C2C_ASSETS as readonly string[]).includes(coin) ? (coin as C2cAsset) : 'USDT';
};

/** The fiat currencies C2C can trade: the exchange-rate table's three-letter codes (USDT is not a fiat). */
export const fiatCodesOf = (exchanges: readonly string[]) =>
  exchanges.filter((code) => /^[A-Z]{3}$/.test(code));

/** `?fiat=` when it is offered, else the display currency when it is a fiat, else USD, else the first offered. */
export function pickFiat(requested: string | null, offered: readonly string[], preferred: string): string {
  const wanted = (requested ?? '').toUpperCase();
  if (offered.includes(wanted)) return wanted;
  if (offered.includes(preferred)) return preferred;
  if (offered.includes('USD') || offered.length === 0) return 'USD';
  return offered[0] ?? 'USD';
}
