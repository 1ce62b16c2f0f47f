import { paths } from '@/config/paths';
import { ChannelMethod } from './channel-method';

const withQuery = (path: string, query: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString()}`;

/** Where a deposit method of a coin continues (C2C: the market, on that coin); null for an unknown method. */
export function depositMethodRoute(methodType: number, coin: string): string | null {
  switch (methodType) {
    case ChannelMethod.virtualCurrency:
      return withQuery(paths.fundsRechargeCurrency.path, { coin });
    case ChannelMethod.bankCard:
      return withQuery(paths.fundsFiatCurrency.path, { coin });
    case ChannelMethod.thirdParty:
      return withQuery(paths.fundsThirdPartyRecharge.path, { coin });
    case ChannelMethod.c2c:
      return paths.c2cBuy.isBuilt ? withQuery(paths.c2cBuy.path, { coin }) : null;
    default:
      return null;
  }
}

export const xrpDepositRoute = (coin: string, channelId: number) =>
  withQuery(paths.xrpTopUp.path, { coin, channelId });

export const rechargeConfirmationRoute = (channelId: number) =>
  withQuery(paths.fundsRechargeConfirmation.path, { channelId });

export const topUpOrderRoute = (id: number) => withQuery(paths.fundsTopUpOrder.path, { id });

export const withdrawSuccessRoute = (id: number) => withQuery(paths.fundsWithdrawSuccess.path, { id });

export const addPaymentMethodRoute = (type: number, id?: number) =>
  withQuery(paths.mineAddPaymentMethod.path, id === undefined ? { type } : { type, id });

/** A coin code from a query parameter (upper-cased), or '' when absent or malformed. */
export function coinParam(value: string | null): string {
  const coin = (value ?? '').trim().toUpperCase();
  return /^[A-Z0-9]{2,16}$/.test(coin) ? coin : '';
}

/** The order in which deposit methods are offered: crypto first, then bank card, third party and C2C. */
export const DEPOSIT_METHOD_ORDER: readonly number[] = [
  ChannelMethod.virtualCurrency,
  ChannelMethod.bankCard,
  ChannelMethod.thirdParty,
  ChannelMethod.c2c,
];
