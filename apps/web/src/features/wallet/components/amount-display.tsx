import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { ExchangeRateEntry } from '@exchange/domain/format/currency';
import { formatInCurrency } from '@exchange/domain/format/currency';
import { formatTimestamp } from '@exchange/domain/format/date-time';
import { maskAmount } from '@exchange/domain/format/mask-amount';
import { formatCoinAmount } from '../utils/amounts';

/**
 * How the wallet screens print money: values (USDT) in the user's display currency, coin amounts with their own
 * decimals, and every figure as `******` while the show-amount toggle is off (spec §4). Routes provide the
 * preference and the currency; the feature does not reach into the preferences feature.
 */
export interface AmountDisplay {
  isVisible: boolean;
  currency: ExchangeRateEntry;
  /** A USDT value in the display currency with its sign (`$1,234.50`, `1.234,50€`), or masked. */
  value: (usdt: string) => string;
  /** A coin amount (`0.00123`), or masked. */
  coin: (amount: string) => string;
  /** A USDT value with 2 decimals (`1,234.50`), or masked. */
  usdt: (value: string) => string;
  /** A time (epoch ms) as `YYYY-MM-DD HH:mm:ss` in the user's time zone; never masked. */
  time: (timestampMs: number) => string;
}

const USDT_DECIMALS = 2;
const USDT: ExchangeRateEntry = { exchange: 'USDT', price: '1', sign: '$', position: 0, priceAccuracy: 2 };

export function createAmountDisplay(
  isVisible: boolean,
  currency: ExchangeRateEntry,
  timeZone = 'UTC',
): AmountDisplay {
  return {
    isVisible,
    currency,
    value: (usdt) => {
      try {
        return maskAmount(formatInCurrency(usdt, currency, { useGrouping: true }), isVisible);
      } catch {
        // A rate that is not above zero cannot convert: better USDT than a wrong figure.
        return maskAmount(formatInCurrency(usdt, USDT, { useGrouping: true }), isVisible);
      }
    },
    coin: (amount) => maskAmount(formatCoinAmount(amount), isVisible),
    usdt: (value) => maskAmount(formatCoinAmount(value, USDT_DECIMALS), isVisible),
    time: (timestampMs) => {
      try {
        return formatTimestamp(timestampMs, 'dateTime', timeZone);
      } catch {
        return formatTimestamp(timestampMs, 'dateTime');
      }
    },
  };
}

const AmountDisplayContext = createContext<AmountDisplay>(createAmountDisplay(true, USDT));

export function AmountDisplayProvider({
  isVisible,
  currency,
  timeZone,
  children,
}: {
  isVisible: boolean;
  currency: ExchangeRateEntry;
  timeZone?: string;
  children: ReactNode;
}) {
  const display = useMemo(
    () => createAmountDisplay(isVisible, currency, timeZone),
    [isVisible, currency, timeZone],
  );
  return <AmountDisplayContext value={display}>{children}</AmountDisplayContext>;
}

export function useAmountDisplay(): AmountDisplay {
  return useContext(AmountDisplayContext);
}
