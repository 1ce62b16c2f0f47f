import { Suspense, lazy } from 'react';
import { useLiquidationNoticeStore } from '../stores/liquidation-notice-store';

const LiquidationDialog = lazy(() =>
  import('./liquidation-dialog').then((module) => ({ default: module.LiquidationDialog })),
);

/**
 * Where the forced-liquidation dialog appears, on every screen (mounted by the app shell). The dialog and its
 * dependencies load only when a liquidation is to be shown, so the first download stays small.
 */
export function ContractNoticeHost() {
  const hasNotice = useLiquidationNoticeStore((state) => state.notice !== null);
  if (!hasNotice) return null;
  return (
    <Suspense fallback={null}>
      <LiquidationDialog />
    </Suspense>
  );
}
