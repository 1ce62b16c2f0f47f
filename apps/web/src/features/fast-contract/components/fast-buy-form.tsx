import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@exchange/ui/button';
import { TextField } from '@exchange/ui/text-field';
import type { FastContractConfig } from '@exchange/contracts/http/fast-contract/index';
import type { MarketListRow } from '@/data/instruments/instrument-types';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useFastBuy } from '../hooks/use-fast-buy';
import { useFastSettingsStore } from '../stores/fast-settings-store';
import type { BuyFastContractRequest } from '../api/buy-fast-contract';
import { FastDirection } from '../utils/fast-status';
import type { FastDirectionValue } from '../utils/fast-status';
import { evaluateFastTicket } from '../utils/fast-ticket';
import type { FastPreview, FastProblem } from '../utils/fast-ticket';
import { formatUsdt } from '../utils/fast-format';
import type { PriceState } from '../utils/price-view';
import { FastConfirmDialog } from './fast-confirm-dialog';
import { FastDirectionSwitch } from './fast-direction-switch';
import { FastPeriodChips } from './fast-period-chips';
import { FastTicketPreview } from './fast-ticket-preview';

/** Where "Transfer in" leads: spot → fast contract wallet, in USDT. */
export const FAST_TRANSFER_IN_HREF = `${paths.fundsTransfer.path}?from=spot&to=fast_contract&coin=USDT`;

interface FastBuyFormProps {
  instrument: MarketListRow;
  config: FastContractConfig;
  /** The fast wallet's free balance; null while unknown. */
  available: string | null;
  priceState: PriceState;
}

type ServerErrors = Partial<Record<'stake' | 'period', string>>;
const SERVER_FIELDS: Record<string, keyof ServerErrors> = {
  amount: 'stake',
  periodSeconds: 'period',
  payoutRate: 'period',
};

/**
 * The buy form: Up / Down, the stake, the period (each with its payout rate), what comes back when correct and what is
 * lost if wrong, then a confirmation with the house edge. Paused, with the reason, while the price is not live.
 */
export function FastBuyForm({ instrument, config, available, priceState }: FastBuyFormProps) {
  const { t } = useTranslation();
  const periods = config.instruments.find((row) => row.symbol === instrument.symbol)?.periods ?? [];
  const storedPeriod = useFastSettingsStore((state) => state.periodSeconds);
  const setStoredPeriod = useFastSettingsStore((state) => state.setPeriodSeconds);
  const [direction, setDirection] = useState<FastDirectionValue>(FastDirection.up);
  const [stake, setStake] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ServerErrors>({});
  const [pending, setPending] = useState<{ request: BuyFastContractRequest; preview: FastPreview } | null>(
    null,
  );
  const periodSeconds = periods.some((row) => row.periodSeconds === storedPeriod)
    ? storedPeriod
    : (periods[0]?.periodSeconds ?? null);
  const state = evaluateFastTicket(
    { direction, stake, periodSeconds },
    { ...config, symbol: instrument.symbol, periods, available },
  );
  const buy = useFastBuy({
    onBought: (order) => {
      setPending(null);
      setStake('');
      setIsSubmitted(false);
      notify.success(t('fast.ticket.bought', { no: order.no }));
    },
    onRefused: () => setPending(null),
    onFieldError: (field, message) => {
      const shown = SERVER_FIELDS[field];
      if (!shown) return false;
      setServerErrors((current) => ({ ...current, [shown]: message }));
      return true;
    },
  });
  const problemText = (problem: FastProblem | undefined, isTyped: boolean) => {
    if (!problem || !(isSubmitted || (isTyped && problem.key !== 'required'))) return undefined;
    return t(`fast.errors.${problem.key}`, problem.values);
  };
  const isPaused = priceState !== 'live';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (state.request && state.preview && !isPaused)
      setPending({ request: state.request, preview: state.preview });
  };

  if (periods.length === 0)
    return <p className="text-sm text-muted">{t('fast.notOffered', { symbol: instrument.symbol })}</p>;
  return (
    <form onSubmit={submit} noValidate aria-label={t('fast.ticket.label')} className="flex flex-col gap-3">
      <FastDirectionSwitch value={direction} onChange={setDirection} />
      <TextField
        label={t('fast.ticket.stake')}
        inputMode="decimal"
        autoComplete="off"
        value={stake}
        onChange={(event) => {
          setStake(event.target.value);
          setServerErrors((current) => ({ ...current, stake: undefined }));
        }}
        end={<span className="text-xs text-muted">USDT</span>}
        hint={t('fast.ticket.stakeRange', {
          min: formatUsdt(config.minStake),
          max: formatUsdt(config.maxStake),
        })}
        error={serverErrors.stake ?? problemText(state.problems.stake, stake.trim() !== '')}
      />
      <FastPeriodChips
        periods={periods}
        value={periodSeconds}
        onChange={(seconds) => {
          setStoredPeriod(seconds);
          setServerErrors((current) => ({ ...current, period: undefined }));
        }}
        error={serverErrors.period ?? problemText(state.problems.period, true)}
      />
      <FastTicketPreview preview={state.preview} />
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 text-xs">
        <span className="text-muted">{t('fast.ticket.available')}</span>
        <span dir="ltr" data-testid="fast-available" className="font-semibold tabular-nums">
          {formatUsdt(available)} USDT
        </span>
        <Link
          to={FAST_TRANSFER_IN_HREF}
          className="font-medium text-brand underline-offset-2 hover:underline"
        >
          {t('fast.ticket.transferIn')}
        </Link>
      </div>
      {isPaused ? (
        <p role="status" className="rounded-xl bg-warning/15 px-3 py-2 text-xs text-warning">
          {t(priceState === 'stale' ? 'fast.ticket.pausedStale' : 'fast.ticket.pausedMissing')}
        </p>
      ) : null}
      <Button type="submit" isFullWidth isLoading={buy.isPending} disabled={isPaused}>
        {t(direction === FastDirection.up ? 'fast.ticket.buyUp' : 'fast.ticket.buyDown')}
      </Button>
      {pending ? (
        <FastConfirmDialog
          request={pending.request}
          preview={pending.preview}
          isSending={buy.isPending}
          onConfirm={() => buy.submit(pending.request)}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </form>
  );
}
