import { CorrectionStatus } from '@exchange/contracts/http/admin/index';
import { Badge } from '@exchange/ui/badge';
import { correctionStatusLabel } from './correction-queries';

export function CorrectionStatusBadge({ status }: { status: number }) {
  const tone =
    status === CorrectionStatus.applied
      ? 'success'
      : status === CorrectionStatus.rejected
        ? 'danger'
        : 'warning';
  return <Badge tone={tone}>{correctionStatusLabel(status)}</Badge>;
}
