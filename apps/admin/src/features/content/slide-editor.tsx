import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { slideInputSchema } from '@exchange/contracts/http/content/index';
import { TextField } from '@exchange/ui/text-field';
import { notify } from '@/lib/notify';
import { ContentDrawer } from './content-drawer';
import { checkBody, fieldLabel, pathLabel, showRefusal } from './content-form';
import type { FieldErrors } from './content-form';
import { useSaveSlide } from './library-queries';
import type { AdminSlide } from './library-queries';
import { NamesEditor } from './names-editor';
import { isSlideField, slideValuesOf, toSlideBody } from './slide-form';
import type { SlideValues } from './slide-form';

const FORM_ID = 'slide-editor';

/** A home banner: image, link, order, a title per language and an optional window [starts, ends). */
export function SlideEditor({ slide, onClose }: { slide: AdminSlide | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveSlide(slide?.id ?? null);
  const [values, setValues] = useState<SlideValues>(() => slideValuesOf(slide));
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (patch: Partial<SlideValues>) => setValues((current) => ({ ...current, ...patch }));
  const submit = () => {
    const checked = checkBody(slideInputSchema, toSlideBody(values), (path) =>
      pathLabel(path, values.titles),
    );
    setErrors(checked.errors ?? {});
    if (checked.data === null) return;
    save.mutate(checked.data, {
      onSuccess: () => {
        notify.success(t('content.slide.saved'));
        onClose();
      },
      onError: (error) => showRefusal(error, isSlideField, setErrors),
    });
  };
  return (
    <ContentDrawer
      title={t(slide === null ? 'content.slide.newTitle' : 'content.slide.editTitle')}
      formId={FORM_ID}
      isReadOnly={false}
      isPending={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={fieldLabel('imageUrl')}
        hint={t('content.urlHint')}
        dir="ltr"
        value={values.imageUrl}
        error={errors.imageUrl}
        onChange={(event) => set({ imageUrl: event.target.value })}
      />
      <TextField
        label={fieldLabel('link')}
        hint={t('content.slide.linkHint')}
        dir="ltr"
        value={values.link}
        error={errors.link}
        onChange={(event) => set({ link: event.target.value })}
      />
      <TextField
        label={fieldLabel('sort')}
        hint={t('content.sortHint')}
        inputMode="numeric"
        value={values.sort}
        error={errors.sort}
        onChange={(event) => set({ sort: event.target.value })}
      />
      <TextField
        label={fieldLabel('startsAt')}
        type="datetime-local"
        value={values.startsAt}
        error={errors.startsAt}
        onChange={(event) => set({ startsAt: event.target.value })}
      />
      <TextField
        label={fieldLabel('endsAt')}
        hint={t('content.slide.windowHint')}
        type="datetime-local"
        value={values.endsAt}
        error={errors.endsAt}
        onChange={(event) => set({ endsAt: event.target.value })}
      />
      <NamesEditor
        label={fieldLabel('title')}
        names={values.titles}
        onChange={(titles) => set({ titles })}
        errors={errors}
        path="titles"
      />
    </ContentDrawer>
  );
}
