import { useTranslation } from 'react-i18next';
import { TextAreaField } from '@/components/ui/text-area-field';

/**
 * What a member writes (a post's body, a reply), with a counter of the characters used (the browser stops at `max`;
 * the counter says how close it is). Written in any script, so its direction follows the text.
 */
export function CountedTextArea({
  label,
  value,
  onChange,
  max,
  error,
  rows = 5,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  error?: string;
  rows?: number;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextAreaField
      label={label}
      value={value}
      rows={rows}
      maxLength={max}
      dir="auto"
      placeholder={placeholder}
      error={error}
      hint={t('forum.counter', { used: value.length, max })}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
