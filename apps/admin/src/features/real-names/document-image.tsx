import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { useBlobUrl } from '@exchange/ui/use-blob-url';
import { useDocumentImage } from './real-name-queries';
import type { DocumentSide } from './real-name-queries';

export function DocumentImage({ submissionId, side }: { submissionId: number; side: DocumentSide }) {
  const { t } = useTranslation();
  const image = useDocumentImage(submissionId, side);
  const url = useBlobUrl(image.data);
  const label = t(side === 'front' ? 'realNames.front' : 'realNames.back');
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="text-sm font-semibold">{label}</figcaption>
      {image.isError ? <ErrorState onRetry={() => void image.refetch()} /> : null}
      {!image.isError && !url ? <LoadingState /> : null}
      {url ? (
        <img
          src={url}
          alt={label}
          className="max-h-80 w-full rounded-lg border border-border object-contain"
        />
      ) : null}
    </figure>
  );
}
