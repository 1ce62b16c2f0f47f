import { ChannelMethod } from '@exchange/contracts';
import { paymentChannels } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { ChannelDirection } from './channels';

type Seed = typeof paymentChannels.$inferInsert;

const crypto = (coin: string, chain: string, minAmount: string, sort: number): Seed => ({
  direction: ChannelDirection.recharge,
  methodType: ChannelMethod.virtualCurrency,
  coin,
  chain,
  name: `${coin} (${chain})`,
  minAmount,
  maxAmount: '100000000',
  sort,
});

const cryptoOut = (
  coin: string,
  chain: string,
  minAmount: string,
  feeFixed: string,
  dailyLimit: string,
  sort: number,
): Seed => ({
  ...crypto(coin, chain, minAmount, sort),
  direction: ChannelDirection.withdrawal,
  feeFixed,
  dailyLimit,
});

/**
 * The channels a fresh install offers: crypto on each supported chain, and USDT by bank card, third party and C2C.
 * The bank account and provider page are placeholders the operator replaces (the back office edits channels);
 * they are marked as such so nobody pays into them.
 */
export const CHANNEL_SEED: Seed[] = [
  crypto('USDT', 'TRC20', '10', 1),
  crypto('USDT', 'ERC20', '20', 2),
  crypto('BTC', 'BTC', '0.0005', 3),
  crypto('ETH', 'ERC20', '0.01', 4),
  crypto('XRP', 'XRP', '20', 5),
  {
    direction: ChannelDirection.recharge,
    methodType: ChannelMethod.bankCard,
    coin: 'USDT',
    name: 'Bank transfer (USD)',
    minAmount: '50',
    maxAmount: '50000',
    sort: 10,
    details: {
      bankName: 'Example Bank (replace before going live)',
      accountName: 'Meridian Exchange Ltd',
      accountNumber: 'GB33BUKB20201555555555',
      swift: 'BUKBGB22',
    },
  },
  {
    direction: ChannelDirection.recharge,
    methodType: ChannelMethod.thirdParty,
    coin: 'USDT',
    name: 'Card payment (third party)',
    minAmount: '20',
    maxAmount: '10000',
    sort: 11,
    details: { provider: 'Example provider (replace before going live)', url: 'https://example.com/pay' },
  },
  {
    direction: ChannelDirection.recharge,
    methodType: ChannelMethod.c2c,
    coin: 'USDT',
    name: 'C2C',
    minAmount: '100',
    maxAmount: '20000',
    sort: 12,
  },
  cryptoOut('USDT', 'TRC20', '10', '1', '50000', 1),
  cryptoOut('USDT', 'ERC20', '20', '5', '50000', 2),
  cryptoOut('BTC', 'BTC', '0.001', '0.0002', '2', 3),
  cryptoOut('ETH', 'ERC20', '0.02', '0.002', '50', 4),
  cryptoOut('XRP', 'XRP', '25', '0.2', '100000', 5),
  {
    direction: ChannelDirection.withdrawal,
    methodType: ChannelMethod.bankCard,
    coin: 'USDT',
    name: 'Bank transfer (USD)',
    minAmount: '50',
    maxAmount: '50000',
    feeFixed: '2',
    feeRate: '0.005',
    dailyLimit: '100000',
    sort: 10,
  },
];

/** Inserts the seed channels that are missing (by direction × method × coin × chain); never changes existing ones. */
export const seedPaymentChannels = async (context: AppContext) => {
  await context.db.insert(paymentChannels).values(CHANNEL_SEED).onConflictDoNothing();
};
