import { useTranslation } from 'react-i18next';
import { useBlobUrl } from '@exchange/ui/use-blob-url';
import { useFeedbackImage } from './feedback-queries';

/**
 * A feedback image, fetched with the staff token through the staff API (an img src could not send it) and shown
 * from an object URL; a placeholder while it loads, or when the url is not a feedback image.
 */
export function FeedbackImage({ url, position }: { url: string; position: number }) {
  const { t } = useTranslation();
  const image = useFeedbackImage(url);
  const objectUrl = useBlobUrl(image.data);
  const name = t('content.feedback.imageOf', { position });
  if (!objectUrl) return <span className="text-xs italic text-muted">[{name}]</span>;
  return (
    <a href={objectUrl} target="_blank" rel="noopener noreferrer">
      <img src={objectUrl} alt={name} className="h-16 w-16 rounded-md object-cover" />
    </a>
  );
}
