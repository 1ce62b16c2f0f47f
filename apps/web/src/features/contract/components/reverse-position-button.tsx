import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/lib/notify';
import { useReversePosition } from '../api/reverse-contract-position';
import { useKeyedAction } from '../hooks/use-keyed-action';
import type { LivePosition } from '../utils/live-position';

/** Reverse: close the position at market and open the same size on the other side, after a confirmation. */
export function ReversePositionButton({
  position,
  className,
}: {
  position: LivePosition;
  className: string;
}) {
  const { t } = useTranslation();
  const [isAsking, setIsAsking] = useState(false);
  const reverse = useKeyedAction(useReversePosition());
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={reverse.isPending}
        aria-busy={reverse.isPending || undefined}
        onClick={() => setIsAsking(true)}
      >
        {t('contract.positions.reverse')}
      </button>
      <ConfirmDialog
        isOpen={isAsking}
        onOpenChange={setIsAsking}
        title={t('contract.positions.reverseTitle', { symbol: position.symbol })}
        description={t('contract.positions.reverseDescription')}
        confirmLabel={t('contract.positions.reverse')}
        onConfirm={() =>
          reverse.run(
            { id: position.id },
            { onSuccess: () => notify.success(t('contract.positions.reversed')) },
          )
        }
      />
    </>
  );
}
