import { USER_QUERY_SCOPE } from '@/lib/query-client';
import type { PaymentMethodKind } from '../utils/channel-method';

/**
 * Everything here belongs to the signed-in user (their channels, addresses, saved methods): dropped on logout. Their
 * balances and orders are keyed with the wallet's (`fundKeys` in lib), so both features read one cache entry.
 */
export const paymentKeys = {
  all: [USER_QUERY_SCOPE, 'payments'] as const,
  rechargeCoins: () => [...paymentKeys.all, 'recharge-coins'] as const,
  rechargeGroups: (coin: string) => [...paymentKeys.all, 'recharge-groups', coin] as const,
  rechargeChannels: (coin: string, methodType: number) =>
    [...paymentKeys.all, 'recharge-channels', coin, methodType] as const,
  virtualRechargeChannels: (coin: string) => [...paymentKeys.all, 'virtual-recharge-channels', coin] as const,
  bankCardRechargeChannels: (coin: string) =>
    [...paymentKeys.all, 'bank-card-recharge-channels', coin] as const,
  rechargeChannel: (id: number) => [...paymentKeys.all, 'recharge-channel', id] as const,
  depositAddress: (coin: string, chain: string) =>
    [...paymentKeys.all, 'deposit-address', coin, chain] as const,
  verifyRecharge: (channelId: number, amount: string) =>
    [...paymentKeys.all, 'verify-recharge', channelId, amount] as const,
  withdrawalChannels: () => [...paymentKeys.all, 'withdrawal-channels'] as const,
  withdrawalFee: (channelId: number, amount: string) =>
    [...paymentKeys.all, 'withdrawal-fee', channelId, amount] as const,
  paymentMethods: (kind: PaymentMethodKind) => [...paymentKeys.all, 'payment-methods', kind] as const,
  paymentMethod: (kind: PaymentMethodKind, id: number) => [...paymentKeys.paymentMethods(kind), id] as const,
};
