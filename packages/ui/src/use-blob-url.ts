import { useEffect, useState } from 'react';

/**
 * A data URL of a fetched image (a proof, a document, evidence — fetched with the caller's token, so an `<img src>`
 * could not load it): nothing to revoke, and only the current blob's URL is returned, so a replaced image never
 * lingers.
 */
export function useBlobUrl(blob: Blob | undefined): string | null {
  const [preview, setPreview] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ blob, url: reader.result });
    };
    reader.readAsDataURL(blob);
    return () => reader.abort();
  }, [blob]);
  return blob && preview?.blob === blob ? preview.url : null;
}
