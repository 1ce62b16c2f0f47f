import { createContext, useContext } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminGetChatImage } from '@exchange/contracts';
import { useBlobUrl } from '@exchange/ui/use-blob-url';
import { fetchBlob } from '@/lib/api-client';

/** The image id at the end of a chat image url (`/api/app-api/im/file/<id>`), or null for anything else. */
const imageIdOf = (url: string) => /\/im\/file\/([0-9a-f-]{36})$/.exec(url)?.[1] ?? null;

/** Reads a chat image's bytes by the id at the end of its url. */
export type ChatImageLoader = (imageId: string) => Promise<Blob>;

/**
 * How chat images are read: through the desk's chat-image call (chat.read) unless the screen that shows the chat
 * gives another way (a C2C appeal reads them through the order, for staff without the chat permissions).
 */
export const ChatImageLoaderContext = createContext<ChatImageLoader>((id) =>
  fetchBlob(adminGetChatImage, { id }),
);

/**
 * A chat image, fetched with the staff token through the staff API (an <img src> could not send it) and shown from an
 * object URL; a placeholder while it loads, or when the url is not a chat upload.
 */
export function ChatImage({ url }: { url: string }) {
  const { t } = useTranslation();
  const id = imageIdOf(url);
  const load = useContext(ChatImageLoaderContext);
  const image = useQuery({
    queryKey: ['support', 'image', id],
    queryFn: () => load(id!),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const objectUrl = useBlobUrl(image.data);
  if (!objectUrl) return <span className="italic text-muted">[{t('support.message.image')}]</span>;
  return <img src={objectUrl} alt={t('support.message.image')} className="max-h-64 max-w-full rounded-lg" />;
}
