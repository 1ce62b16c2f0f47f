import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { formatTimestamp } from '@exchange/domain/format/date-time';
import { maskAmount } from '@exchange/domain/format/mask-amount';
import { USDT_DISPLAY, formatAmount, formatMoney, useNumberLocale } from '@exchange/ui/format';
import type { DisplayCurrency } from '@exchange/ui/format';
import { formatCoinAmount } from '../utils/amounts';

/**
 * How the wallet screens print money, through the shared formatter (`@exchange/ui/format`, grouped in the user's
 * number locale): values (USDT) in the user's display currency, coin amounts with their own decimals, and every
 * figure as `******` while the show-amount toggle is off (spec §4). Routes provide the preference and the
 * currency; the feature does not reach into the preferences feature.
 */
export interface AmountDisplay {
  isVisible: boolean;
  currency: DisplayCurrency;
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

export function createAmountDisplay(
  isVisible: boolean,
  currency: DisplayCurrency,
  timeZone = 'UTC',
  /** The number locale; by default the current one when a figure is formatted. */
  locale?: string,
): AmountDisplay {
  return {
    isVisible,
    currency,
    // A rate that is not above zero cannot convert: formatMoney shows USDT rather than a wrong figure.
    value: (usdt) => maskAmount(formatMoney(usdt, currency, locale), isVisible),
    coin: (amount) => maskAmount(formatCoinAmount(amount, undefined, { locale }), isVisible),
    usdt: (value) => maskAmount(formatAmount(value, USDT_DECIMALS, { locale }), isVisible),
    time: (timestampMs) => {
      try {
        return formatTimestamp(timestampMs, 'dateTime', timeZone);
      } catch {
        return formatTimestamp(timestampMs, 'dateTime');
      }
    },
  };
}

const AmountDisplayContext = createContext<AmountDisplay>(createAmountDisplay(true, USDT_DISPLAY));

export function AmountDisplayProvider({
  isVisible,
  currency,
  timeZone,
  children,
}: {
  isVisible: boolean;
  currency: DisplayCurrency;
  timeZone?: string;
  children: ReactNode;
}) {
  // A new display when the number locale changes, so every amount below re-renders in it.
  const locale = useNumberLocale();
  const display = useMemo(
    () => createAmountDisplay(isVisible, currency, timeZone, locale),
    [isVisible, currency, timeZone, locale],
  );
  return <AmountDisplayContext value={display}>{children}</AmountDisplayContext>;
}

export function useAmountDisplay(): AmountDisplay {
  return useContext(AmountDisplayContext);
}
