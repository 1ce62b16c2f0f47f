import i18next from 'i18next';
import { ContractOrderTrigger } from '@exchange/contracts/enums';
import { formatPrice } from '@exchange/ui/format';
import { queryClient } from '@/lib/query-client';
import { notify } from '@/lib/notify';
import { cachedSpotPriceAccuracies } from '../api/list-spot-accuracies';
import { priceDecimalsOf } from '../utils/accuracy';
import { formatSignedUsdt } from '../utils/contract-format';
import type { ContractSpec, ContractStop } from '../utils/contract-types';

/**
 * A take-profit or stop-loss fired (spec §7 "contract stop profit/loss"): which one, the symbol, the price it closed
 * at and the PnL it realised, as a success (profit) or warning (loss) message. `specs` gives the symbol's decimals
 * when the screen has loaded them; otherwise the price uses the decimals rule of spec §5.
 */
export function showStopNotice(stop: ContractStop, specs: readonly ContractSpec[] | undefined): void {
  const accuracy = specs?.find((spec) => spec.symbol === stop.symbol)?.priceAccuracy;
  const spot = cachedSpotPriceAccuracies(queryClient)?.get(stop.symbol);
  const values = {
    symbol: stop.symbol,
    price: formatPrice(stop.dealPrice, accuracy === undefined ? null : priceDecimalsOf(accuracy, spot)),
    pnl: formatSignedUsdt(stop.plAmount),
  };
  const message =
    stop.trigger === ContractOrderTrigger.takeProfit
      ? i18next.t('contract.notice.takeProfit', values)
      : i18next.t('contract.notice.stopLoss', values);
  if (stop.plAmount.trim().startsWith('-')) notify.warning(message);
  else notify.success(message);
}
