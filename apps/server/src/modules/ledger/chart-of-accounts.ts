/** The wallets a user holds balances in (modules/ledger/README.md); later issues add theirs here. */
export const Wallet = {
  /** Coin (spot) wallet: deposits land here. */
  spot: 'spot',
  /** Contract (leveraged) trading wallet. */
  contract: 'contract',
  /** Fast contract wallet. */
  fastContract: 'fast_contract',
  /**
   * Margin held by open contract positions (modules/contract): one account per user and asset; the positions table
   * says which position holds how much. Not a wallet users transfer from.
   */
  contractMargin: 'contract_margin',
  /** AI-managed trading (modules/ai): the strategies' sub-accounts, the money of running AI orders. */
  ai: 'ai',
  /** Block trades (modules/block-trade): assets bought in a block, locked until their lock-up ends. */
  blockLocked: 'block_locked',
  /** Loans (modules/loan): collateral pledged against open loans. Not a wallet users transfer from. */
  loanCollateral: 'loan_collateral',
} as const;
export type Wallet = (typeof Wallet)[keyof typeof Wallet];

/** House accounts: the operator's side of every transfer. They may go negative (clearing mirrors the outside). */
export const HouseAccount = {
  fees: 'fees',
  insuranceFund: 'insurance_fund',
  depositClearing: 'deposit_clearing',
  withdrawalClearing: 'withdrawal_clearing',
  swapBook: 'swap_book',
  /** The counterparty of every contract position: receives holders' losses, pays their profits and funding. */
  contractBook: 'contract_book',
  /** The operator's side of back-office balance corrections: what it gave users (−) or took back (+). */
  adjustments: 'adjustments',
  /** The demo market's test money (modules/demo-funds): the other side of every demo-funds credit. */
  demoFaucet: 'demo_faucet',
  /** The counterparty of every spot fill (modules/spot): takes the quote asset, gives the base at the source's price. */
  spotBook: 'spot_book',
  /** The counterparty of every stock buy and sell (modules/stock): the quote asset in and out. */
  stockBook: 'stock_book',
  /** The counterparty of every fast contract (modules/fast-contract): lost stakes in, winners' payouts out. */
  fastContractBook: 'fast_contract_book',
  /** Subscriptions (modules/subscription): takes allotted payments, issues the project's tokens. */
  subscriptionBook: 'subscription_book',
  /** Block trades (modules/block-trade): the seller of every block, at the live price and the disclosed rate. */
  blockBook: 'block_book',
  /** Loans (modules/loan): lends the principal, receives repayments, takes liquidated collateral. */
  loanBook: 'loan_book',
  /** VIP (modules/vip): receives the price of purchased VIP terms. */
  vipSales: 'vip_sales',
  /** C2C (modules/c2c): the other side of sell ads' holds (pending only: every hold is voided, never posted). */
  c2cEscrow: 'c2c_escrow',
} as const;
export type HouseAccount = (typeof HouseAccount)[keyof typeof HouseAccount];

/** House accounts live in one pseudo-wallet. */
export const HOUSE_WALLET = 'house';

/** Transfer kinds (the `kind` column). */
export const TransferKind = { posted: 1, pending: 2, postPending: 3, voidPending: 4 } as const;
export type TransferKind = (typeof TransferKind)[keyof typeof TransferKind];
