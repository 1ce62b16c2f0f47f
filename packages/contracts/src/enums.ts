/** Enumerations of spec §3, as the numbers that go on the wire. */
export const VerificationPurpose = { register: 1, resetPassword: 2, updateProfile: 3 } as const;
export type VerificationPurpose = (typeof VerificationPurpose)[keyof typeof VerificationPurpose];

export const UserKind = { anonymous: 1, real: 2 } as const;
export type UserKind = (typeof UserKind)[keyof typeof UserKind];

/** Real-name (account mode) status: spec "unreal 0, under 1, real 2"; -1 when staff rejected it. */
export const RealNameStatus = { none: 0, underReview: 1, verified: 2, rejected: -1 } as const;
export type RealNameStatus = (typeof RealNameStatus)[keyof typeof RealNameStatus];

export const ContactMethod = { phone: 1, email: 2 } as const;
export const FundRecordType = { all: 3, add: 1, subtract: 2, swap: 4, transfer: 5 } as const;
export const PaymentMethodType = { bankCard: 0, c2c: 3, virtualCurrency: 4 } as const;
export const TradeDirection = { buy: 0, sell: 1 } as const;
export const OrderType = { market: 1, limit: 2 } as const;
export const MarginMode = { full: 1, segmented: 2 } as const;
export const PositionSide = { long: 1, short: 2 } as const;
export const ReviewStatus = {
  underReview: 0,
  rejected: -1,
  completed: 1,
  waitingForReview: 2,
  cancelled: -2,
} as const;
export const FavouriteCategory = { coin: 1, contract: 2, stock: 3, fastContract: 5 } as const;
/**
 * What a market instrument is: the market tabs' numbers (spot coin 1, perpetual contract 2, stock 3, fast contract 5).
 * Not the spec's "Instrument type" list (common stock 1, IPO 2, bulk 3, IEO 6, ...), which kinds subscription products.
 */
export const InstrumentType = { coin: 1, contract: 2, stock: 3, fastContract: 5 } as const;
export type InstrumentType = (typeof InstrumentType)[keyof typeof InstrumentType];
export const MarketTab = {
  coin: 1,
  contract: 2,
  stock: 3,
  favourites: 4,
  fastContract: 5,
  ieo: 6,
  heatmap: 7,
} as const;
export const AiProductKind = { quantitative: 0, regular: 1 } as const;
export const ContentFormat = { markdown: 1, richText: 2 } as const;
export const DocumentType = ['passport', 'idCard', 'driverLicense'] as const;
export type DocumentType = (typeof DocumentType)[number];

/** Ledger business types (spec §3), numeric codes stored on every transfer. */
export const BusinessType = {
  contractOrder: 5,
  transfer: 3,
  flashExchange: 26,
  contractWithdrawal: 106,
  rechargeOnChain: 105,
  rechargeBankCard: 108,
  rechargeThirdParty: 144,
  rechargeC2c: 145,
  bankingFee: 312,
  /** A back-office balance correction (two approvers; not in spec §3, which has no code for it). */
  balanceCorrection: 900,
  /** Contract events (spec §3: 300–311), one per kind of movement a position makes. */
  contractOpenFee: 300,
  contractMarginRelease: 301,
  contractProfit: 302,
  contractLoss: 303,
  contractCloseFee: 304,
  /** A liquidated holder's collateral to the insurance fund (the close is at the bankruptcy price). */
  contractLiquidation: 305,
  /** The insurance fund settles the book's side of a liquidation at mark. */
  contractInsurance: 306,
  /** The insurance fund pays a loss the holder could not (a price gap past bankruptcy). */
  contractShortfall: 307,
  /** A pending limit order's hold released (cancelled, or filled and charged afresh). */
  contractOrderRelease: 308,
  loan: 502,
  repayment: 503,
  fundingRate: 1100,
  giveAway: 1249,
} as const;

/** A contract order's state (spec: "Order statuses: not shown"): pending limit orders wait for the market. */
export const ContractOrderStatus = { pending: 0, filled: 1, cancelled: 2 } as const;
export type ContractOrderStatus = (typeof ContractOrderStatus)[keyof typeof ContractOrderStatus];
/** Whether an order opens (or adds to) a position or closes (part of) one. */
export const ContractOrderAction = { open: 1, close: 2 } as const;
export type ContractOrderAction = (typeof ContractOrderAction)[keyof typeof ContractOrderAction];
/** Who made an order happen: the user, a take-profit or stop-loss, a forced liquidation, or a reverse. */
export const ContractOrderTrigger = {
  user: 1,
  takeProfit: 2,
  stopLoss: 3,
  liquidation: 4,
  reverse: 5,
} as const;
export type ContractOrderTrigger = (typeof ContractOrderTrigger)[keyof typeof ContractOrderTrigger];
export const ContractPositionStatus = { open: 1, closed: 2, liquidated: 3 } as const;
export type ContractPositionStatus = (typeof ContractPositionStatus)[keyof typeof ContractPositionStatus];
