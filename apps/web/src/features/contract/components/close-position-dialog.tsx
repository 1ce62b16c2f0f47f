import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { TextField } from '@exchange/ui/text-field';
import { formatPercent } from '@exchange/ui/format';
import { directionOf, directionTextClass, formatQuantity } from '@/lib/market-format';
import { useCloseForm } from '../hooks/use-close-form';
import type { CloseMode } from '../hooks/use-close-form';
import type { Accuracy } from '../utils/accuracy';
import { formatSignedUsdt } from '../utils/contract-format';
import type { LivePosition } from '../utils/live-position';
import { SheetDialog } from '@/components/ui/sheet-dialog';

const SHARES = [0.25, 0.5, 0.75, 1] as const;

interface ClosePositionDialogProps {
  position: LivePosition;
  accuracy: Accuracy;
  initialMode: CloseMode;
  onClose: () => void;
}

/**
 * Closes a position, whole or part (a quantity, or 25/50/75/100 % of it): at market now, or as a pending limit close
 * that fills when the market reaches its price. Shows the PnL the quantity would realise at that price.
 */
export function ClosePositionDialog({ position, accuracy, initialMode, onClose }: ClosePositionDialogProps) {
  const { t } = useTranslation();
  const form = useCloseForm(position, accuracy, initialMode, onClose);
  return (
    <SheetDialog title={t('contract.close.title', { symbol: position.symbol })} onClose={onClose}>
      <form onSubmit={form.submit} noValidate className="flex flex-col gap-3">
        <SegmentedControl
          label={t('contract.close.mode')}
          value={form.mode}
          onChange={form.setMode}
          options={[
            { value: 'market', label: t('contract.orderType.market') },
            { value: 'limit', label: t('contract.orderType.limit') },
          ]}
        />
        {form.mode === 'limit' ? (
          <TextField
            label={t('contract.close.price')}
            inputMode="decimal"
            dir="ltr"
            value={form.price}
            onChange={(event) => form.setPrice(event.target.value)}
            error={form.errorOf('price')}
          />
        ) : null}
        <TextField
          label={t('contract.close.quantity', { asset: accuracy.baseAsset })}
          inputMode="decimal"
          dir="ltr"
          value={form.quantity}
          onChange={(event) => form.setQuantity(event.target.value)}
          hint={t('contract.close.held', {
            quantity: formatQuantity(position.quantity, accuracy.transactionAccuracy),
            asset: accuracy.baseAsset,
          })}
          error={form.errorOf('quantity')}
        />
        <div className="grid grid-cols-4 gap-2">
          {SHARES.map((share) => (
            <button
              key={share}
              type="button"
              aria-label={t('contract.close.percent', { percent: share * 100 })}
              onClick={() => form.takeShare(share)}
              className="min-h-9 rounded-lg border border-border text-xs font-medium hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand"
            >
              {formatPercent(share * 100, { decimals: 0, signed: false })}
            </button>
          ))}
        </div>
        <p className="flex justify-between text-sm">
          <span className="text-muted">{t('contract.close.estimatedPnl')}</span>
          <span dir="ltr" className={directionTextClass[directionOf(form.estimate)]}>
            {formatSignedUsdt(form.estimate)} USDT
          </span>
        </p>
        <Button type="submit" isFullWidth isLoading={form.isPending}>
          {form.mode === 'market' ? t('contract.close.submit') : t('contract.close.submitLimit')}
        </Button>
      </form>
    </SheetDialog>
  );
}
