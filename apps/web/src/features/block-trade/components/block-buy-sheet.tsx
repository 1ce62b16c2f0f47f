import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@exchange/ui/button';
import { DetailList } from '@exchange/ui/detail-list';
import { TextField } from '@exchange/ui/text-field';
import { formatAmount, formatPrice } from '@exchange/ui/format';
import { SheetForm } from '@/components/ui/sheet-dialog';
import { useWalletAsset } from '@/data/assets/get-wallet-asset';
import { formatDateTime } from '@/lib/format-date-time';
import { useNow } from '@/lib/use-now';
import type { BlockOffer } from '../api/page-block-offers';
import type { BlockOrder } from '../api/page-block-orders';
import { useBlockBuy } from '../hooks/use-block-buy';
import { formatRate, lockupLabel } from '../utils/block-format';
import { blockTotal, quantityProblem, releaseAt } from '../utils/block-ticket';

interface BlockBuySheetProps {
  offer: BlockOffer;
  onClose: () => void;
  onBought: (order: BlockOrder) => void;
}

/**
 * The buy sheet: the quantity, then — before anything is sent — the exact block price now, the live price and the
 * disclosed rate it comes from, the total in USDT and the release date. The body carries the rate shown, so a rate
 * staff changed meanwhile is refused, never applied; the price is the live one at the moment of the buy.
 */
export function BlockBuySheet({ offer, onClose, onBought }: BlockBuySheetProps) {
  const { t, i18n } = useTranslation();
  const [quantity, setQuantity] = useState(offer.minQuantity);
  const [serverError, setServerError] = useState<string | null>(null);
  const usdt = useWalletAsset('spot', offer.quoteAsset);
  const now = useNow(1_000);
  const available = usdt.data?.available ?? null;
  const problem = quantityProblem(offer, quantity, available);
  const total = blockTotal(offer.blockPrice, quantity);
  const lockup = lockupLabel(offer.lockupSeconds);
  const buy = useBlockBuy({
    onBought,
    onRefused: (message) => setServerError(message),
  });
  const items = [
    { label: t('block.sheet.rate'), value: formatRate(offer.rate), isLtr: true },
    {
      label: t('block.sheet.livePrice'),
      value: `${formatPrice(offer.livePrice, offer.priceAccuracy)} ${offer.quoteAsset}`,
      isLtr: true,
    },
    {
      label: t('block.sheet.blockPrice'),
      value: (
        <span data-testid="sheet-block-price">
          {formatPrice(offer.blockPrice, offer.priceAccuracy)} {offer.quoteAsset}
        </span>
      ),
      isLtr: true,
    },
    {
      label: t('block.sheet.total'),
      value: <span data-testid="sheet-total">{`${formatAmount(total)} ${offer.quoteAsset}`}</span>,
      isLtr: true,
    },
    { label: t('block.sheet.lockup'), value: t(lockup.key, { value: lockup.value }) },
    {
      label: t('block.sheet.releaseAt'),
      value: (
        <span data-testid="sheet-release">
          {formatDateTime(releaseAt(now, offer.lockupSeconds), i18n.language)}
        </span>
      ),
    },
    {
      label: t('block.sheet.available'),
      value: available === null ? '—' : `${formatAmount(available)} ${offer.quoteAsset}`,
      isLtr: true,
    },
  ];
  return (
    <SheetForm
      title={t('block.sheet.title', { asset: offer.baseAsset })}
      description={t('block.sheet.description')}
      onClose={onClose}
      onSubmit={() => {
        setServerError(null);
        if (!problem) buy.submit({ offerId: offer.id, quantity: quantity.trim(), rate: offer.rate });
      }}
    >
      <TextField
        label={t('block.sheet.quantity', { asset: offer.baseAsset })}
        inputMode="decimal"
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        error={problem ? t(problem.key, problem) : undefined}
      />
      <DetailList items={items} />
      <p className="rounded-xl bg-surface-sunken px-3 py-2 text-xs text-muted">
        {t('block.sheet.priceNote', { rate: formatRate(offer.rate) })}
      </p>
      {serverError ? (
        <p role="alert" className="text-sm text-danger">
          {serverError}
        </p>
      ) : null}
      <button
        type="submit"
        className={buttonClasses('primary')}
        disabled={problem !== null || buy.isPending}
        aria-busy={buy.isPending || undefined}
      >
        {t('block.sheet.confirm', { total: formatAmount(total), quote: offer.quoteAsset })}
      </button>
    </SheetForm>
  );
}
