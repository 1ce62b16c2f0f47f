import { useTranslation } from 'react-i18next';
import { Spinner } from '@exchange/ui/spinner';
import { formatDateTime } from '@/lib/format-date-time';
import type { C2cOrder } from '../api/c2c-queries';
import { useC2cOrderFile } from '../api/c2c-queries';
import { useBlobUrl } from '@exchange/ui/use-blob-url';

type OrderFile = C2cOrder['files'][number];

/** One proof or evidence image, read with the member's token (the files are never public). */
function OrderFileImage({ file }: { file: OrderFile }) {
  const { t, i18n } = useTranslation();
  const image = useC2cOrderFile(file.id);
  const url = useBlobUrl(image.data);
  const caption = t(`c2c.files.${file.kind}`, {
    by: t(`c2c.actors.${file.by}`),
    time: formatDateTime(file.at, i18n.language),
  });
  return (
    <figure className="flex flex-col gap-1">
      <div className="flex aspect-[3/4] items-center justify-center overflow-hidden rounded-xl border border-border bg-surface-sunken">
        {url ? (
          <img src={url} alt={caption} className="h-full w-full object-contain" />
        ) : image.isError ? (
          <button
            type="button"
            className="text-sm font-medium text-brand"
            onClick={() => void image.refetch()}
          >
            {t('common.retry')}
          </button>
        ) : (
          <Spinner className="size-5 text-muted" />
        )}
      </div>
      <figcaption className="text-xs text-muted">{caption}</figcaption>
    </figure>
  );
}

/** The payment proof and appeal evidence of an order, as a grid of images. */
export function C2cOrderFiles({ files }: { files: C2cOrder['files'] }) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <section aria-label={t('c2c.files.title')} className="flex flex-col gap-2">
      <h2 className="text-sm font-semibold">{t('c2c.files.title')}</h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {files.map((file) => (
          <li key={file.id}>
            <OrderFileImage file={file} />
          </li>
        ))}
      </ul>
    </section>
  );
}
