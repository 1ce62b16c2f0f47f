import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type {
  FLASH_EXCHANGE_DEFAULT_SLIPPAGE,
  FLASH_EXCHANGE_MAX_SLIPPAGE,
} from '@exchange/contracts/http/wallet/flash-exchange';
import { Button } from '@exchange/ui/button';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { SelectField } from '@exchange/ui/select-field';
import { useSwapQuote } from '../api/get-flash-exchange-quote';
import { useWalletAsset } from '@/data/assets/get-wallet-asset';
import { useSwapSubmit } from '../hooks/use-swap-submit';
import {
  amountProblem,
  estimateSwap,
  formatCoinAmount,
  displayPercentOf,
  fractionToPercent,
  normalizeAmount,
  percentToFraction,
} from '../utils/amounts';
import { AmountField } from './amount-field';
import { SlippageSetting } from './slippage-setting';
import { SwapQuotePanel } from './swap-quote-panel';
import { TransferIcon } from './wallet-icons';

/** The contract's defaults, typed against it (a type import keeps zod out of this chunk). */
const DEFAULT_SLIPPAGE: typeof FLASH_EXCHANGE_DEFAULT_SLIPPAGE = '0.005';
const MAX_SLIPPAGE: typeof FLASH_EXCHANGE_MAX_SLIPPAGE = '0.05';

/**
 * The two coins a swap starts with: `from` (a coin's page opens the swap with `?from=BTC`) into USDT, else USDT into
 * the first other coin (BTC when listed).
 */
export function defaultPair(
  coins: readonly string[],
  from: string | null = null,
): { fromCoin: string; toCoin: string } {
  if (from && from !== 'USDT' && coins.includes(from) && coins.includes('USDT'))
    return { fromCoin: from, toCoin: 'USDT' };
  const fromCoin = coins.includes('USDT') ? 'USDT' : (coins[0] ?? '');
  const others = coins.filter((coin) => coin !== fromCoin);
  return { fromCoin, toCoin: others.includes('BTC') ? 'BTC' : (others[0] ?? '') };
}

/**
 * The flash exchange: pair, amount (up to the spot balance), the live quote and receive estimate, the slippage
 * allowance. Confirming sends the price on screen as `expectedPrice`.
 */
export function SwapForm({ coins }: { coins: readonly string[] }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [pair, setPair] = useState(() => defaultPair(coins, searchParams.get('from')));
  const [amount, setAmount] = useState('');
  const [slippagePercent, setSlippagePercent] = useState(fractionToPercent(DEFAULT_SLIPPAGE));
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [serverAmountError, setServerAmountError] = useState<string | null>(null);
  const quote = useSwapQuote(pair.fromCoin, pair.toCoin);
  const source = useWalletAsset('spot', pair.fromCoin);
  const available = source.data?.available ?? null;
  const slippage = percentToFraction(slippagePercent, MAX_SLIPPAGE);
  const problem = amountProblem(amount, {
    available,
    minAmount: quote.data?.minAmount,
    maxAmount: quote.data?.maxAmount,
  });
  const estimate =
    quote.data && problem !== 'required' && problem !== 'invalid'
      ? estimateSwap({
          amount,
          price: quote.data.price,
          feeRate: quote.data.feeRate,
          slippage: slippage ?? '0',
        })
      : null;
  const swap = useSwapSubmit({
    refreshQuote: () => void quote.refetch(),
    onAmountError: setServerAmountError,
    onSwapped: () => {
      setAmount('');
      setIsSubmitted(false);
    },
  });

  const applyPair = (next: { fromCoin: string; toCoin: string }) => {
    setPair(next);
    setAmount('');
    setServerAmountError(null);
  };
  // Picking on one side the coin the other side holds turns the pair around.
  const pickCoin = (side: 'fromCoin' | 'toCoin', coin: string) => {
    const other = side === 'fromCoin' ? 'toCoin' : 'fromCoin';
    applyPair(
      pair[other] === coin ? { ...pair, [side]: coin, [other]: pair[side] } : { ...pair, [side]: coin },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (problem || slippage === null || !quote.data || quote.isError || swap.isPending) return;
    swap.submit({
      fromCoin: pair.fromCoin,
      toCoin: pair.toCoin,
      amount: normalizeAmount(amount),
      expectedPrice: quote.data.price,
      maxSlippage: slippage,
    });
  };
  const options = coins.map((coin) => ({ value: coin, label: coin }));
  const limits = { min: quote.data?.minAmount ?? '', max: quote.data?.maxAmount ?? '', coin: pair.fromCoin };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex items-end gap-2">
        <SelectField
          className="flex-1"
          label={t('swap.from')}
          options={options}
          value={pair.fromCoin}
          onChange={(event) => pickCoin('fromCoin', event.target.value)}
        />
        <button
          type="button"
          onClick={() => applyPair({ fromCoin: pair.toCoin, toCoin: pair.fromCoin })}
          aria-label={t('swap.reverse')}
          className="flex size-12 shrink-0 items-center justify-center rounded-full border border-border bg-surface-raised text-brand hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand"
        >
          <TransferIcon />
        </button>
        <SelectField
          className="flex-1"
          label={t('swap.to')}
          options={options}
          value={pair.toCoin}
          onChange={(event) => pickCoin('toCoin', event.target.value)}
        />
      </div>
      <AmountField
        label={t('swap.amount')}
        value={amount}
        onChange={(next) => {
          setAmount(next);
          setServerAmountError(null);
        }}
        coin={pair.fromCoin}
        maxAmount={available}
        hint={t('funds.availableAmount', {
          amount: available === null ? '—' : formatCoinAmount(available),
          coin: pair.fromCoin,
        })}
        error={
          serverAmountError ??
          (isSubmitted && problem ? t(`funds.amountErrors.${problem}`, limits) : undefined)
        }
      />
      {quote.isPending ? <LoadingState label={t('swap.loadingQuote')} /> : null}
      {quote.isError ? (
        <ErrorState message={t('swap.quoteUnavailable')} onRetry={() => void quote.refetch()} />
      ) : null}
      {quote.data && !quote.isError ? (
        <SwapQuotePanel
          quote={quote.data}
          receivedAtMs={quote.dataUpdatedAt}
          estimate={estimate}
          isRefreshing={quote.isFetching}
        />
      ) : null}
      <SlippageSetting
        percent={slippagePercent}
        onChange={setSlippagePercent}
        error={
          slippage === null ? t('swap.slippageInvalid', { max: displayPercentOf(MAX_SLIPPAGE) }) : undefined
        }
      />
      <Button type="submit" isFullWidth isLoading={swap.isPending} disabled={!quote.data || quote.isError}>
        {t('swap.submit')}
      </Button>
    </form>
  );
}
