import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { DetailList } from '@exchange/ui/detail-list';
import { NO_VALUE } from '@exchange/ui/format';
import { TextField } from '@exchange/ui/text-field';
import { SheetForm } from '@/components/ui/sheet-dialog';
import { ApiError } from '@/lib/api-client';
import { useOpenC2cOrder } from '../api/c2c-mutations';
import type { C2cAd, C2cOrder, TakerSide } from '../api/c2c-queries';
import { useKeyedSubmit } from '../hooks/use-keyed-submit';
import { formatCoin, formatFiat } from '../utils/c2c-format';
import type { FiatAmountProblem } from '../utils/c2c-rules';
import { canonicalDecimal, coinFor, fiatAmountProblem, maxTakeFiat } from '../utils/c2c-rules';

interface C2cOrderSheetProps {
  ad: C2cAd;
  side: TakerSide;
  onClose: () => void;
  onOpened: (order: C2cOrder) => void;
}

function useProblemText(ad: C2cAd) {
  const { t } = useTranslation();
  return (problem: FiatAmountProblem) => {
    switch (problem.key) {
      case 'required':
        return t('c2c.take.required');
      case 'invalid':
        return t('c2c.take.invalid');
      case 'belowMin':
        return t('c2c.take.belowMin', { amount: formatFiat(problem.min, ad.fiat) });
      case 'aboveMax':
        return t('c2c.take.aboveMax', { amount: formatFiat(problem.max, ad.fiat) });
      case 'aboveRemaining':
        return t('c2c.take.aboveRemaining', { amount: formatFiat(problem.max, ad.fiat) });
      case 'tooSmall':
        return t('c2c.take.tooSmall', { asset: ad.asset });
    }
  };
}

/**
 * The order sheet of one ad: the fiat amount (checked against the ad's limits and what it still holds, with the coin it
 * gives at the ad's price shown beside), the payment window and the merchant's terms. Confirming sends the price shown,
 * so a price that moved against the taker meanwhile is refused rather than applied.
 */
export function C2cOrderSheet({ ad, side, onClose, onOpened }: C2cOrderSheetProps) {
  const { t } = useTranslation();
  const [fiatAmount, setFiatAmount] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const open = useOpenC2cOrder();
  const submit = useKeyedSubmit(open);
  const problemText = useProblemText(ad);
  const problem = fiatAmountProblem(ad, fiatAmount);
  const isShowingProblem = problem !== null && (isSubmitted || fiatAmount.trim() !== '');
  const coin = problem === null && ad.price !== null ? coinFor(fiatAmount.trim(), ad.price) : null;
  const maxFiat = maxTakeFiat(ad);
  const isBuying = side === 'buy';
  const verb = isBuying ? 'c2c.market.buyAsset' : 'c2c.market.sellAsset';
  const onSubmit = () => {
    setIsSubmitted(true);
    setServerError(null);
    if (problem !== null || ad.price === null) return;
    const request = {
      adId: ad.id,
      fiatAmount: canonicalDecimal(fiatAmount),
      price: canonicalDecimal(ad.price),
    };
    submit(request, {
      onDone: onOpened,
      onRefused: (error) => setServerError(error instanceof ApiError ? error.msg : t('common.loadFailed')),
    });
  };
  return (
    <SheetForm
      title={t(verb, { asset: ad.asset })}
      description={t('c2c.take.description', { merchant: ad.merchant.nickname })}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <DetailList
        items={[
          {
            label: t('c2c.ad.price'),
            value: ad.price === null ? NO_VALUE : formatFiat(ad.price, ad.fiat),
            isLtr: true,
          },
          { label: t('c2c.ad.available'), value: formatCoin(ad.remainingAmount, ad.asset), isLtr: true },
          {
            label: t('c2c.ad.limits'),
            value: `${formatFiat(ad.minOrderFiat, ad.fiat)} – ${formatFiat(maxFiat ?? ad.maxOrderFiat, ad.fiat)}`,
            isLtr: true,
          },
          { label: t('c2c.ad.window'), value: t('c2c.ad.minutes', { minutes: ad.paymentWindowMinutes }) },
          {
            label: t('c2c.ad.payment'),
            value: ad.paymentMethods.map((method) => method.provider).join(' · '),
          },
        ]}
      />
      <TextField
        label={t('c2c.take.amount', { fiat: ad.fiat })}
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        value={fiatAmount}
        onChange={(event) => setFiatAmount(event.target.value)}
        error={isShowingProblem && problem ? problemText(problem) : undefined}
        end={
          maxFiat === null ? null : (
            <button
              type="button"
              className="rounded-lg px-2 py-1 text-sm font-semibold text-brand hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand"
              onClick={() => setFiatAmount(maxFiat)}
            >
              {t('c2c.take.max')}
            </button>
          )
        }
      />
      <p aria-live="polite" className="rounded-xl bg-surface-sunken p-3 text-sm">
        {t(isBuying ? 'c2c.take.youReceive' : 'c2c.take.youSell', {
          amount: coin === null ? NO_VALUE : formatCoin(coin, ad.asset),
        })}
      </p>
      {ad.terms ? (
        <section className="flex flex-col gap-1">
          <h3 className="text-sm font-medium">{t('c2c.ad.terms')}</h3>
          <p className="text-sm whitespace-pre-line text-muted">{ad.terms}</p>
        </section>
      ) : null}
      <p className="text-xs text-muted">
        {t(isBuying ? 'c2c.take.buyNote' : 'c2c.take.sellNote', { minutes: ad.paymentWindowMinutes })}
      </p>
      {serverError ? (
        <p role="alert" className="text-sm text-danger">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" variant={isBuying ? 'primary' : 'danger'} isFullWidth isLoading={open.isPending}>
        {t(verb, { asset: ad.asset })}
      </Button>
    </SheetForm>
  );
}
