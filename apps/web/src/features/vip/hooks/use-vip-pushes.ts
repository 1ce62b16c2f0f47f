import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadDataSocket } from '@/lib/load-data-socket';
import { notify } from '@/lib/notify';
import { vipKeys } from '../api/vip-queries';

/**
 * While a user is signed in (SignedInServices), on any screen: VIP_AUDIT (staff decided their application, spec "VIP
 * audit") refetches the VIP detail and says how it was decided (strings in `notices`, which the services load).
 */
export function useVipPushes(isSignedIn: boolean): void {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  useEffect(() => {
    if (!isSignedIn) return;
    let isActive = true;
    let cleanup = () => undefined as void;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: vipKeys.mine });
    void loadDataSocket().then(
      ({ socket }) => {
        if (!isActive) return;
        const stops = [
          socket.onMessage('VIP_AUDIT', (data) => {
            refetch();
            if (data.status === 1) notify.success(t('vipAudit.approved', { level: data.level }));
            else notify.warning(t('vipAudit.rejected', { level: data.level, remark: data.remark ?? '' }));
          }),
        ];
        const release = socket.retain();
        cleanup = () => {
          stops.forEach((stop) => stop());
          release();
        };
      },
      (error: unknown) => console.warn('[vip] the data socket could not be loaded; no pushes', error),
    );
    return () => {
      isActive = false;
      cleanup();
    };
  }, [isSignedIn, queryClient, t]);
}
