import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { notify } from '@/lib/notify';
import { useCloseAllPositions } from '../api/close-all-contract-positions';
import { useReverseAllPositions } from '../api/reverse-all-contract-positions';
import { useContractSpecs } from '../api/get-position-level-map';
import { useSpotPriceAccuracies } from '../api/list-spot-accuracies';
import { useKeyedAction } from '../hooks/use-keyed-action';
import { accuracyOf } from '../utils/accuracy';
import type { LivePosition } from '../utils/live-position';
import { PositionCard } from './position-card';

interface PositionsListProps {
  positions: readonly LivePosition[];
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  /** Close all of one perpetual only (the trade tab); every position when absent. */
  symbol?: string;
}

/**
 * The open positions, live, with "Close all" and — when every position is listed — "Reverse all" (both at market,
 * after a confirmation; positions without a live price are skipped and named).
 */
export function PositionsList({ positions, isPending, isError, onRetry, symbol }: PositionsListProps) {
  const { t } = useTranslation();
  const specs = useContractSpecs();
  const spot = useSpotPriceAccuracies();
  const [asking, setAsking] = useState<'close' | 'reverse' | null>(null);
  const closeAll = useKeyedAction(useCloseAllPositions());
  const reverseAll = useKeyedAction(useReverseAllPositions());
  if (isPending) return <LoadingState />;
  if (isError) return <ErrorState onRetry={onRetry} />;
  if (positions.length === 0) return <EmptyState message={t('contract.positions.empty')} />;

  const confirmCloseAll = () =>
    closeAll.run(symbol ? { symbol } : {}, {
      onSuccess: ({ closed, skipped }) => {
        notify.success(t('contract.positions.closeAllDone', { count: closed.length }));
        for (const skip of skipped) notify.warning(t('contract.positions.skipped', { symbol: skip.symbol }));
      },
    });
  const confirmReverseAll = () =>
    reverseAll.run(
      {},
      {
        onSuccess: ({ reversed, skipped }) => {
          notify.success(t('contract.positions.reverseAllDone', { count: reversed.length }));
          for (const skip of skipped)
            notify.warning(t('contract.positions.reverseSkipped', { symbol: skip.symbol }));
        },
      },
    );
  return (
    <section aria-label={t('contract.positions.label')} className="flex flex-col gap-3">
      <div className="flex justify-end gap-2">
        {symbol ? null : (
          <Button variant="secondary" isLoading={reverseAll.isPending} onClick={() => setAsking('reverse')}>
            {t('contract.positions.reverseAll')}
          </Button>
        )}
        <Button variant="secondary" isLoading={closeAll.isPending} onClick={() => setAsking('close')}>
          {t('contract.positions.closeAll')}
        </Button>
      </div>
      <ul className="flex flex-col gap-3">
        {positions.map((position) => (
          <li key={position.id}>
            <PositionCard position={position} accuracy={accuracyOf(specs.data, position.symbol, spot)} />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        isOpen={asking !== null}
        onOpenChange={(isOpen) => setAsking(isOpen ? asking : null)}
        title={t(
          asking === 'reverse' ? 'contract.positions.reverseAllTitle' : 'contract.positions.closeAllTitle',
        )}
        description={t(
          asking === 'reverse'
            ? 'contract.positions.reverseAllDescription'
            : 'contract.positions.closeAllDescription',
        )}
        confirmLabel={t(
          asking === 'reverse' ? 'contract.positions.reverseAll' : 'contract.positions.closeAll',
        )}
        onConfirm={asking === 'reverse' ? confirmReverseAll : confirmCloseAll}
      />
    </section>
  );
}
