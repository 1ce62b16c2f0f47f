import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type * as Http from '@exchange/contracts/http/index';
import type { OperationBody } from '@exchange/contracts/http/operation';
import { Button } from '@exchange/ui/button';
import { paths } from '@/config/paths';
import { callOperation } from '@/lib/api-client';
import { operations } from '@/lib/operations';

type ChatSubjectKind = OperationBody<typeof Http.openChatGroup>['kind'];

/**
 * Opens the chat about an item (`c2c`: an order's two sides; `recharge`: a deposit with support), created the first
 * time, in the customer-service conversation screen.
 */
export function OpenChatButton({ kind, id, label }: { kind: ChatSubjectKind; id: number; label: string }) {
  const navigate = useNavigate();
  const open = useMutation({
    mutationFn: () => callOperation(operations.openChatGroup, { body: { kind, id } }),
    onSuccess: (group) => void navigate(`${paths.mineOnlineSupport.path}?groupId=${group.id}`),
  });
  return (
    <Button variant="secondary" isLoading={open.isPending} onClick={() => open.mutate()}>
      {label}
    </Button>
  );
}
