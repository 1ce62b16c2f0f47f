import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@exchange/contracts/reference/languages';
import { Button } from '@exchange/ui/button';
import { SelectField } from '@exchange/ui/select-field';
import { languageText } from './content-labels';

/** "Add a language": the product languages not written yet, then Add. Hidden once every language is written. */
export function LanguagePicker({
  taken,
  onAdd,
}: {
  taken: readonly string[];
  onAdd: (language: string) => void;
}) {
  const { t } = useTranslation();
  const free = LANGUAGES.filter((language) => !taken.includes(language.code));
  const [picked, setPicked] = useState('');
  const value = free.some((language) => language.code === picked) ? picked : (free[0]?.code ?? '');
  if (free.length === 0) return null;
  return (
    <div className="flex items-end gap-2">
      <SelectField
        label={t('content.addLanguage')}
        className="flex-1"
        value={value}
        options={free.map((language) => ({ value: language.code, label: languageText(language.code) }))}
        onChange={(event) => setPicked(event.target.value)}
      />
      <Button variant="secondary" onClick={() => onAdd(value)}>
        {t('content.add')}
      </Button>
    </div>
  );
}
