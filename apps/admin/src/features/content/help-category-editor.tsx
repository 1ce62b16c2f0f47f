import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminCreateHelpCategory } from '@exchange/contracts/http/content/index';
import { TextField } from '@exchange/ui/text-field';
import { notify } from '@/lib/notify';
import { ContentDrawer } from './content-drawer';
import {
  bodySchemaOf,
  checkBody,
  fieldLabel,
  isBodiesPath,
  pathLabel,
  showRefusal,
  toNameInput,
} from './content-form';
import type { FieldErrors, NameValues } from './content-form';
import { nameOf } from './content-labels';
import { useSaveHelpCategory } from './library-queries';
import type { AdminHelpCategory } from './library-queries';
import { NamesEditor } from './names-editor';

const FORM_ID = 'help-category-editor';

const isCategoryField = (path: string) => path === 'sort' || isBodiesPath('names', path);

/** A help category's order and its name per language. */
export function HelpCategoryEditor({
  category,
  onClose,
}: {
  category: AdminHelpCategory | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveHelpCategory(category?.id ?? null);
  const [sort, setSort] = useState(String(category?.sort ?? 0));
  const [names, setNames] = useState<NameValues[]>(() => [...(category?.names ?? [])]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = () => {
    const body = { sort: sort.trim() === '' ? '' : Number(sort), names: names.map(toNameInput) };
    const checked = checkBody(bodySchemaOf(adminCreateHelpCategory), body, (path) => pathLabel(path, names));
    setErrors(checked.errors ?? {});
    if (checked.data === null) return;
    save.mutate(checked.data, {
      onSuccess: (saved) => {
        notify.success(t('content.category.saved', { name: nameOf(saved.names) }));
        onClose();
      },
      onError: (error) => showRefusal(error, isCategoryField, setErrors),
    });
  };
  return (
    <ContentDrawer
      title={t(category === null ? 'content.category.newTitle' : 'content.category.editTitle')}
      formId={FORM_ID}
      isReadOnly={false}
      isPending={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={fieldLabel('sort')}
        hint={t('content.sortHint')}
        inputMode="numeric"
        value={sort}
        error={errors.sort}
        onChange={(event) => setSort(event.target.value)}
      />
      <NamesEditor
        label={fieldLabel('name')}
        names={names}
        onChange={setNames}
        errors={errors}
        path="names"
      />
    </ContentDrawer>
  );
}
