import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { useBlobUrl } from '@exchange/ui/use-blob-url';
import { useC2cOrderFile } from './c2c-queries';

/** One proof or evidence image, fetched with the staff token like a deposit's proof. */
export function C2cOrderFile({ fileId, alt }: { fileId: number; alt: string }) {
  const file = useC2cOrderFile(fileId);
  const url = useBlobUrl(file.data);
  if (file.isError) return <ErrorState onRetry={() => void file.refetch()} />;
  if (!url) return <LoadingState />;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="block">
      <img
        src={url}
        alt={alt}
        className="max-h-[28rem] w-full rounded-lg border border-border object-contain"
      />
    </a>
  );
}
