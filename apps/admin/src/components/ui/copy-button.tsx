import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';

/** Copies `text` to the clipboard and says so for a moment. */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { t } = useTranslation();
  const [isCopied, setIsCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setIsCopied(true);
    window.setTimeout(() => setIsCopied(false), 2_000);
  };
  return (
    <Button variant="secondary" isSmall onClick={() => void copy()}>
      {isCopied ? t('common.copied') : (label ?? t('common.copy'))}
    </Button>
  );
}
