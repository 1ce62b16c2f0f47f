import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@exchange/ui/button';
import { paths } from '@/config/paths';
import { callOperation } from '@/lib/api-client';
import { c2cOperations } from '../api/c2c-operations';

/**
 * "Order chat": opens the order's chat group (C2C service, the buyer and the seller; created the first time either
 * side opens it) in the customer-service conversation screen.
 */
export function C2cOrderChat({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useMutation({
    mutationFn: () => callOperation(c2cOperations.openChatGroup, { body: { kind: 'c2c', id: orderId } }),
    onSuccess: (group) => void navigate(`${paths.mineOnlineSupport.path}?groupId=${group.id}`),
  });
  return (
    <Button variant="secondary" isLoading={open.isPending} onClick={() => open.mutate()}>
      {t('c2c.order.chat')}
    </Button>
  );
}
