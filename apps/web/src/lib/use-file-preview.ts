import { useEffect, useState } from 'react';

/**
 * A data URL of the picked file, for a preview; null while it is read and when there is none. Only the current
 * file's preview is returned, so a removed or replaced image never lingers.
 */
export function useFilePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);

  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);

  return file && preview?.file === file ? preview.url : null;
}
