import type { Channel } from '@exchange/contracts/http/wallet/channels';
import type { PaymentMethod } from '@exchange/contracts/http/wallet/payment-methods';
import type { RechargeOrder } from '@exchange/contracts/http/wallet/recharge';
import type { WithdrawalOrder } from '@exchange/contracts/http/wallet/withdrawal';

/** Deposit and withdrawal channels, orders and saved methods as the server sends them. */
const channel = (overrides: Partial<Channel>): Channel => ({
  id: 1,
  methodType: 4,
  coin: 'USDT',
  chain: 'TRC20',
  name: 'USDT (TRC20)',
  minAmount: '10',
  maxAmount: '100000000',
  feeFixed: '0',
  feeRate: '0',
  dailyLimit: null,
  isMemoRequired: false,
  details: {},
  ...overrides,
});

export const usdtTrc20Deposit = channel({ id: 1 });
export const usdtErc20Deposit = channel({ id: 2, chain: 'ERC20', name: 'USDT (ERC20)', minAmount: '20' });
export const xrpDeposit = channel({
  id: 5,
  coin: 'XRP',
  chain: 'XRP',
  name: 'XRP (XRP)',
  minAmount: '20',
  isMemoRequired: true,
});
export const bankDeposit = channel({
  id: 6,
  methodType: 0,
  chain: '',
  name: 'Bank transfer (USD)',
  minAmount: '50',
  maxAmount: '50000',
  details: {
    bankName: 'Example Bank',
    accountName: 'Meridian Exchange Ltd',
    accountNumber: 'GB33BUKB20201555555555',
    swift: 'BUKBGB22',
  },
});
export const thirdPartyDeposit = channel({
  id: 7,
  methodType: 6,
  chain: '',
  name: 'Card payment (third party)',
  minAmount: '20',
  maxAmount: '10000',
  details: { provider: 'Example provider', url: 'https://example.com/pay' },
});

export const usdtTrc20Withdrawal = channel({
  id: 11,
  minAmount: '10',
  maxAmount: '100000',
  feeFixed: '1',
  dailyLimit: '50000',
});
export const xrpWithdrawal = channel({
  id: 15,
  coin: 'XRP',
  chain: 'XRP',
  name: 'XRP (XRP)',
  minAmount: '25',
  maxAmount: '100000',
  feeFixed: '0.2',
  dailyLimit: '100000',
});
export const bankWithdrawal = channel({
  id: 16,
  methodType: 0,
  chain: '',
  name: 'Bank transfer (USD)',
  minAmount: '50',
  maxAmount: '50000',
  feeFixed: '5',
  dailyLimit: '20000',
});

export const savedAddress: PaymentMethod = {
  id: 31,
  type: 4,
  fields: [
    { field: 'label', value: 'My Tron wallet' },
    { field: 'coin', value: 'USDT' },
    { field: 'chain', value: 'TRC20' },
    { field: 'address', value: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL' },
  ],
  values: {
    label: 'My Tron wallet',
    coin: 'USDT',
    chain: 'TRC20',
    address: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL',
  },
  createdAt: 1_700_000_000_000,
};

export const savedBankCard: PaymentMethod = {
  id: 41,
  type: 0,
  fields: [
    { field: 'bankName', value: 'Barclays' },
    { field: 'accountName', value: 'Jane Doe' },
    { field: 'accountNumber', value: 'GB33BUKB20201555555555' },
  ],
  values: { bankName: 'Barclays', accountName: 'Jane Doe', accountNumber: 'GB33BUKB20201555555555' },
  createdAt: 1_700_000_000_000,
};

export const rechargeOrder = (overrides: Partial<RechargeOrder> = {}): RechargeOrder => ({
  id: 501,
  no: 'R20261123000001',
  userId: 100001,
  channelId: 6,
  channelName: 'Bank transfer (USD)',
  methodType: 0,
  coin: 'USDT',
  chain: '',
  amount: '100',
  status: 2,
  remark: null,
  proofUrl: '/api/app-api/recharge/proof?id=501',
  txId: null,
  createdAt: 1_700_000_000_000,
  reviewedAt: null,
  ...overrides,
});

export const withdrawalOrder = (overrides: Partial<WithdrawalOrder> = {}): WithdrawalOrder => ({
  id: 701,
  no: 'W20261123000001',
  userId: 100001,
  channelId: 11,
  channelName: 'USDT (TRC20)',
  methodType: 4,
  coin: 'USDT',
  chain: 'TRC20',
  amount: '100',
  fee: '1',
  arrivalAmount: '99',
  destination: { address: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL' },
  status: 2,
  remark: null,
  payoutRef: null,
  createdAt: 1_700_000_000_000,
  reviewedAt: null,
  ...overrides,
});

export const spotAsset = (coin: string, available: string) => ({
  wallet: 'spot' as const,
  coin,
  available,
  frozen: '0',
  total: available,
  price: '1',
  priceStatus: 1,
  valueUsdt: available,
});
