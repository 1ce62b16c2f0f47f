import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { useBlobUrl } from '@exchange/ui/use-blob-url';
import { useDepositProof } from './deposit-queries';

/** The deposit's proof screenshot, or a note that the user attached none. */
export function ProofImage({ depositId, hasProof }: { depositId: number; hasProof: boolean }) {
  const { t } = useTranslation();
  const proof = useDepositProof(depositId, hasProof);
  const url = useBlobUrl(proof.data);
  if (!hasProof) return <p className="text-sm text-muted">{t('deposits.noProof')}</p>;
  if (proof.isError) return <ErrorState onRetry={() => void proof.refetch()} />;
  if (!url) return <LoadingState />;
  return (
    <img
      src={url}
      alt={t('deposits.proofAlt')}
      className="max-h-[28rem] w-full rounded-lg border border-border object-contain"
    />
  );
}
