import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminUpsertDocument } from '@exchange/contracts/http/content/index';
import { notify } from '@/lib/notify';
import { BodiesEditor } from './bodies-editor';
import { ContentDrawer } from './content-drawer';
import {
  bodySchemaOf,
  bodyValuesOf,
  checkBody,
  isBodiesPath,
  pathLabel,
  showRefusal,
  toBodyInput,
} from './content-form';
import type { BodyValues, FieldErrors } from './content-form';
import { documentText } from './content-labels';
import { useSaveDocument } from './library-queries';
import type { AdminDocument } from './library-queries';

const FORM_ID = 'document-editor';

/** A document's bodies, one per language (the same editor as an article's); saving replaces every body. */
export function DocumentEditor({
  code,
  document,
  isReadOnly,
  onClose,
}: {
  code: string;
  /** Undefined for a code nobody has written yet. */
  document: AdminDocument | undefined;
  isReadOnly: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveDocument();
  const [bodies, setBodies] = useState<BodyValues[]>(() => bodyValuesOf(document?.bodies ?? []));
  const [errors, setErrors] = useState<FieldErrors>({});
  const name = documentText(code);
  const submit = () => {
    const body = { code, bodies: bodies.map(toBodyInput) };
    const checked = checkBody(bodySchemaOf(adminUpsertDocument), body, (path) => pathLabel(path, bodies));
    setErrors(checked.errors ?? {});
    if (checked.data === null) return;
    save.mutate(checked.data, {
      onSuccess: () => {
        notify.success(t('content.document.saved', { name }));
        onClose();
      },
      onError: (error) => showRefusal(error, (path) => isBodiesPath('bodies', path), setErrors),
    });
  };
  return (
    <ContentDrawer
      title={name}
      formId={FORM_ID}
      isReadOnly={isReadOnly}
      isPending={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="text-sm text-muted" dir="ltr">
        {code}
      </p>
      <BodiesEditor bodies={bodies} onChange={setBodies} errors={errors} isReadOnly={isReadOnly} />
    </ContentDrawer>
  );
}
