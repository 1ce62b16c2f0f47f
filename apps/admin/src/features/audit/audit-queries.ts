import { useQuery } from '@tanstack/react-query';
import { adminPageAudit } from '@exchange/contracts/http/admin/index';
import type { OperationQuery, OperationResponse } from '@exchange/contracts/http/operation';
import { callOperation } from '@/lib/api-client';

export type AuditQuery = OperationQuery<typeof adminPageAudit>;
/** The columns the server can sort this list by. */
export type AuditSortKey = NonNullable<AuditQuery['sortBy']>;
export type AuditEntry = OperationResponse<typeof adminPageAudit>['list'][number];

export function useAuditPage(query: AuditQuery) {
  return useQuery({
    queryKey: ['audit', 'page', query],
    queryFn: () => callOperation(adminPageAudit, { query }),
    placeholderData: (previous) => previous,
  });
}
