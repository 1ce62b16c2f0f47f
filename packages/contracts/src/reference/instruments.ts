import { z } from 'zod';
import { InstrumentType } from '../enums';

/** Exchange-local trading session; outside it a stock's book is closed. */
export const tradingHoursSchema = z.object({
  /** IANA zone the times below are in (DST follows the zone). */
  timezone: z.string().min(1),
  /** `HH:mm`, 24-hour, local to `timezone`; the session is [open, close). */
  open: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  close: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  /** ISO weekdays the market opens: 1 Monday … 7 Sunday. */
  days: z.array(z.number().int().min(1).max(7)),
});
export type TradingHours = z.infer<typeof tradingHoursSchema>;

const positiveDecimal = z
  .string()
  .regex(/^\d+(\.\d+)?$/)
  .refine((value) => /[1-9]/.test(value), 'must be greater than zero');

export const instrumentReferenceSchema = z.object({
  type: z.literal([
    InstrumentType.coin,
    InstrumentType.contract,
    InstrumentType.stock,
    InstrumentType.fastContract,
  ]),
  /** Unique per type; the exchange's own spelling (Binance for crypto, the primary listing's ticker for stocks). */
  symbol: z.string().regex(/^[A-Z0-9.]{1,20}$/),
  baseAsset: z.string().regex(/^[A-Z0-9.]{1,16}$/),
  quoteAsset: z.string().regex(/^[A-Z]{3,5}$/),
  displayName: z.string().min(1).max(60),
  /** Image URL; '' until the operator uploads one (the client draws a letter badge). */
  logo: z.string(),
  /** Filter chip on the market list. */
  plate: z.string().regex(/^[a-z0-9-]{2,32}$/),
  /** Decimals of a price (tick size 10^-n) and of a quantity (step 10^-n). */
  priceAccuracy: z.number().int().min(0).max(12),
  transactionAccuracy: z.number().int().min(0).max(8),
  /** The simulator's anchor price (late-2025 levels) and annualised volatility as a fraction ('0.65' = 65 %). */
  referencePrice: positiveDecimal,
  annualVolatility: positiveDecimal,
  tradingHours: tradingHoursSchema.nullable(),
  /** Default order on the market list, ascending; gaps of 10 leave room for staff to slot instruments in. */
  sort: z.number().int().positive(),
});
export type InstrumentReference = z.infer<typeof instrumentReferenceSchema>;

export const COIN_PLATES = ['mainstream', 'layer1', 'layer2', 'defi', 'meme', 'payments'] as const;
export const STOCK_PLATES = ['technology', 'finance', 'consumer', 'energy', 'healthcare'] as const;
type CoinPlate = (typeof COIN_PLATES)[number];
type StockPlate = (typeof STOCK_PLATES)[number];

/** Regular session of NYSE and Nasdaq. Exchange holidays and half days are not modelled yet. */
export const US_EQUITY_HOURS: TradingHours = {
  timezone: 'America/New_York',
  open: '09:30',
  close: '16:00',
  days: [1, 2, 3, 4, 5],
};

type Accuracy = readonly [price: number, quantity: number];
type CoinRow = readonly [
  base: string,
  displayName: string,
  plate: CoinPlate,
  referencePrice: string,
  annualVolatility: string,
  spot: Accuracy,
  perpetual: Accuracy,
  /** Binance quotes some cheap coins' perpetuals per 1000 units (1000SHIBUSDT); a live feed needs its spelling. */
  perpetualPerThousand?: { base: string; referencePrice: string },
];

/**
 * USDT-quoted coins in rough market-capitalisation order, late-2025 price levels. Accuracies follow the tick
 * and lot sizes a retail exchange lists (Binance spot and USDⓈ-M futures at the time of writing).
 */
const COINS: readonly CoinRow[] = [
  ['BTC', 'Bitcoin', 'mainstream', '91500', '0.65', [2, 5], [1, 3]],
  ['ETH', 'Ethereum', 'mainstream', '3050', '0.8', [2, 4], [2, 3]],
  ['BNB', 'BNB', 'mainstream', '890', '0.6', [2, 3], [2, 2]],
  ['SOL', 'Solana', 'layer1', '138', '0.95', [2, 3], [2, 2]],
  ['XRP', 'XRP', 'payments', '2.15', '0.95', [4, 1], [4, 1]],
  ['DOGE', 'Dogecoin', 'meme', '0.152', '1.1', [5, 0], [5, 0]],
  ['ADA', 'Cardano', 'layer1', '0.43', '1', [4, 1], [4, 0]],
  ['TRX', 'TRON', 'layer1', '0.285', '0.55', [4, 1], [5, 0]],
  ['AVAX', 'Avalanche', 'layer1', '14.2', '1.05', [2, 2], [3, 1]],
  ['LINK', 'Chainlink', 'defi', '13.4', '1', [2, 2], [3, 2]],
  ['TON', 'Toncoin', 'layer1', '1.62', '0.9', [3, 2], [4, 1]],
  ['BCH', 'Bitcoin Cash', 'payments', '545', '0.85', [2, 3], [2, 3]],
  ['LTC', 'Litecoin', 'payments', '86', '0.85', [2, 3], [2, 3]],
  ['DOT', 'Polkadot', 'layer1', '2.45', '1', [3, 2], [3, 1]],
  [
    'SHIB',
    'Shiba Inu',
    'meme',
    '0.0000089',
    '1.15',
    [8, 0],
    [6, 0],
    { base: '1000SHIB', referencePrice: '0.0089' },
  ],
  ['UNI', 'Uniswap', 'defi', '6.8', '1.1', [3, 2], [3, 1]],
  ['NEAR', 'NEAR Protocol', 'layer1', '1.95', '1.1', [3, 1], [3, 0]],
  ['APT', 'Aptos', 'layer1', '2.55', '1.15', [4, 2], [4, 1]],
  ['ATOM', 'Cosmos', 'layer1', '2.65', '1', [3, 2], [3, 2]],
  ['ARB', 'Arbitrum', 'layer2', '0.225', '1.15', [4, 1], [4, 1]],
  ['OP', 'Optimism', 'layer2', '0.32', '1.15', [4, 2], [4, 1]],
  ['POL', 'Polygon', 'layer2', '0.13', '1.05', [4, 1], [4, 0]],
];

/** Fast contracts settle on the spot price at expiry; the stake is in USDT, hence 2 quantity decimals. */
const FAST_CONTRACT_BASES = ['BTC', 'ETH', 'SOL', 'BNB', 'XRP'] as const;
const FAST_CONTRACT_STAKE_ACCURACY = 2;

type StockRow = readonly [
  ticker: string,
  displayName: string,
  plate: StockPlate,
  price: string,
  volatility: string,
];

/** US large caps in rough market-capitalisation order, late-2025 closes; fractional shares to 4 decimals. */
const STOCKS: readonly StockRow[] = [
  ['NVDA', 'NVIDIA', 'technology', '179.9', '0.5'],
  ['AAPL', 'Apple', 'technology', '278.85', '0.25'],
  ['GOOGL', 'Alphabet (Class A)', 'technology', '318.5', '0.32'],
  ['MSFT', 'Microsoft', 'technology', '485.5', '0.24'],
  ['AMZN', 'Amazon', 'consumer', '232.4', '0.32'],
  ['META', 'Meta Platforms', 'technology', '642.3', '0.38'],
  ['AVGO', 'Broadcom', 'technology', '385.2', '0.48'],
  ['TSLA', 'Tesla', 'consumer', '430.15', '0.6'],
  ['BRK.B', 'Berkshire Hathaway (Class B)', 'finance', '510.4', '0.17'],
  ['LLY', 'Eli Lilly', 'healthcare', '1062', '0.35'],
  ['JPM', 'JPMorgan Chase', 'finance', '312.6', '0.24'],
  ['WMT', 'Walmart', 'consumer', '110.2', '0.22'],
  ['V', 'Visa', 'finance', '332.7', '0.2'],
  ['XOM', 'Exxon Mobil', 'energy', '116.9', '0.24'],
  ['JNJ', 'Johnson & Johnson', 'healthcare', '206.3', '0.18'],
  ['MA', 'Mastercard', 'finance', '548.1', '0.21'],
  ['COST', 'Costco', 'consumer', '914.6', '0.22'],
  ['UNH', 'UnitedHealth', 'healthcare', '330.5', '0.4'],
  ['KO', 'Coca-Cola', 'consumer', '72.45', '0.16'],
  ['CVX', 'Chevron', 'energy', '151.3', '0.25'],
];

const STOCK_PRICE_ACCURACY = 2;
const STOCK_QUANTITY_ACCURACY = 4;
const SORT_STEP = 10;

const coinRecord = (
  type: InstrumentType,
  row: CoinRow,
  index: number,
  accuracy: Accuracy,
  perThousand?: CoinRow[7],
): InstrumentReference => {
  const base = perThousand?.base ?? row[0];
  return {
    type,
    symbol: `${base}USDT`,
    baseAsset: base,
    quoteAsset: 'USDT',
    displayName: perThousand ? `${row[1]} (×1000)` : row[1],
    logo: '',
    plate: row[2],
    priceAccuracy: accuracy[0],
    transactionAccuracy: accuracy[1],
    referencePrice: perThousand?.referencePrice ?? row[3],
    annualVolatility: row[4],
    tradingHours: null,
    sort: (index + 1) * SORT_STEP,
  };
};

const spotCoins = COINS.map((row, index) => coinRecord(InstrumentType.coin, row, index, row[5]));
const perpetuals = COINS.map((row, index) => coinRecord(InstrumentType.contract, row, index, row[6], row[7]));
const fastContracts = FAST_CONTRACT_BASES.map((base, index) => {
  const row = COINS.find((coin) => coin[0] === base);
  if (!row) throw new Error(`fast contract ${base} has no coin row`);
  return coinRecord(InstrumentType.fastContract, row, index, [row[5][0], FAST_CONTRACT_STAKE_ACCURACY]);
});
const stocks = STOCKS.map(
  ([ticker, displayName, plate, referencePrice, annualVolatility], index): InstrumentReference => ({
    type: InstrumentType.stock,
    symbol: ticker,
    baseAsset: ticker,
    quoteAsset: 'USD',
    displayName,
    logo: '',
    plate,
    priceAccuracy: STOCK_PRICE_ACCURACY,
    transactionAccuracy: STOCK_QUANTITY_ACCURACY,
    referencePrice,
    annualVolatility,
    tradingHours: US_EQUITY_HOURS,
    sort: (index + 1) * SORT_STEP,
  }),
);

/**
 * Every instrument the first start lists (seeded insert-only: staff own listing, precision and order after that).
 * Reference prices anchor the demo simulator only; a live price source ignores them.
 */
export const INSTRUMENTS: readonly InstrumentReference[] = [
  ...spotCoins,
  ...perpetuals,
  ...stocks,
  ...fastContracts,
];
