import { useTranslation } from 'react-i18next';
import { Spinner } from '@exchange/ui/spinner';
import { useBlobUrl } from '@exchange/ui/use-blob-url';
import { useChatImage } from '../api/chat-queries';

/** An image message: the uploaded file read with the chat's token and shown from its blob (never a raw url). */
export function ChatImage({ url, alt }: { url: string; alt: string }) {
  const { t } = useTranslation();
  const image = useChatImage(url);
  const source = useBlobUrl(image.data);
  if (source) return <img src={source} alt={alt} className="max-h-64 max-w-full rounded-lg object-contain" />;
  if (image.isError) return <span className="text-sm text-muted">{t('chat.message.imageUnavailable')}</span>;
  return (
    <span className="flex size-24 items-center justify-center">
      <Spinner className="size-5 text-muted" />
    </span>
  );
}
