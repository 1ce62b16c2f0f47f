import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadDataSocket } from '@/lib/load-data-socket';
import { notify } from '@/lib/notify';
import { loanKeys } from '../api/loan-api';
import { percent } from '../utils/loan-ticket';

/**
 * While the loans screen is shown: LOAN_MARGIN_CALL (a loan's LTV reached its margin-call LTV) refetches the loans and
 * warns with the LTV; WALLET_UPDATE (a borrow, repayment or liquidation moved the wallets) refetches them too.
 */
export function useLoanPushes(): void {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  useEffect(() => {
    let isActive = true;
    let cleanup = () => undefined as void;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: loanKeys.all });
    void loadDataSocket().then(
      ({ socket }) => {
        if (!isActive) return;
        const stops = [
          socket.onMessage('LOAN_MARGIN_CALL', (data) => {
            refetch();
            notify.warning(
              t('loans.open.marginCallNotice', {
                coin: data.collateralCoin,
                ltv: percent(data.ltv),
              }),
            );
          }),
          socket.onMessage('WALLET_UPDATE', refetch),
        ];
        const release = socket.retain();
        cleanup = () => {
          stops.forEach((stop) => stop());
          release();
        };
      },
      (error: unknown) => console.warn('[loan] the data socket could not be loaded; no pushes', error),
    );
    return () => {
      isActive = false;
      cleanup();
    };
  }, [queryClient, t]);
}
