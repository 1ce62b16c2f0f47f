import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DocumentType } from '@exchange/contracts/enums';
import { Button } from '@exchange/ui/button';
import { ImageInput } from '@/components/ui/image-input';
import { PickerField } from '@/components/ui/picker-field';
import { SelectField } from '@exchange/ui/select-field';
import { TextField } from '@exchange/ui/text-field';
import { applyApiError } from '@/lib/form-errors';
import { useValidationRules } from '@/lib/form-rules';
import type { FieldName } from '@/lib/form-rules';
import { MAX_IMAGE_MEGABYTES, imageProblem } from '@/lib/image-rules';
import { useSubmitRealName } from '../api/real-name';

export interface RealNameFormValues {
  realName: string;
  /** ISO 3166-1 alpha-2, chosen on /chooseNationality. */
  nationality: string;
  documentType: DocumentType;
  documentNumber: string;
  front: File | null;
  back: File | null;
}

interface RealNameFormProps {
  initialValues?: Partial<RealNameFormValues>;
  /** Display name of the chosen nationality. */
  nationalityName: string | null;
  /** Opens the nationality picker with the values typed so far, to be handed back on return. */
  onChooseNationality: (values: RealNameFormValues) => void;
  onSubmitted: () => void;
}

const EMPTY: RealNameFormValues = {
  realName: '',
  nationality: '',
  documentType: 'passport',
  documentNumber: '',
  front: null,
  back: null,
};

export function RealNameForm({
  initialValues,
  nationalityName,
  onChooseNationality,
  onSubmitted,
}: RealNameFormProps) {
  const { t } = useTranslation();
  const rules = useValidationRules();
  const submitRealName = useSubmitRealName();
  const { register, control, handleSubmit, getValues, setError, formState } = useForm<RealNameFormValues>({
    defaultValues: { ...EMPTY, ...initialValues },
  });
  const { errors } = formState;

  const imageRules = (field: FieldName) => ({
    validate: (file: File | null) => {
      if (!file) return rules.message('required', field);
      const problem = imageProblem(file);
      return problem ? rules.message(problem, field, { megabytes: MAX_IMAGE_MEGABYTES }) : true;
    },
  });

  const submit = handleSubmit((values) => {
    if (!values.front || !values.back) return;
    submitRealName.mutate(
      { ...values, front: values.front, back: values.back },
      {
        onSuccess: onSubmitted,
        onError: (error) =>
          applyApiError(error, setError, [
            'realName',
            'nationality',
            'documentType',
            'documentNumber',
            'front',
            'back',
          ]),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('fields.realName')}
        autoComplete="name"
        error={errors.realName?.message}
        {...register('realName', rules.schema('realName', 'realName'))}
      />
      <Controller
        control={control}
        name="nationality"
        rules={rules.required('nationality')}
        render={({ fieldState }) => (
          <PickerField
            label={t('fields.nationality')}
            valueText={nationalityName}
            placeholder={t('verified.chooseNationality')}
            onOpen={() => onChooseNationality(getValues())}
            error={fieldState.error?.message}
          />
        )}
      />
      <SelectField
        label={t('fields.documentType')}
        options={DocumentType.map((type) => ({ value: type, label: t(`verified.documentTypes.${type}`) }))}
        error={errors.documentType?.message}
        {...register('documentType', rules.required('documentType'))}
      />
      <TextField
        label={t('fields.documentNumber')}
        autoComplete="off"
        autoCapitalize="characters"
        dir="ltr"
        error={errors.documentNumber?.message}
        {...register('documentNumber', rules.schema('documentNumber', 'documentNumber'))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {(['front', 'back'] as const).map((side) => (
          <Controller
            key={side}
            control={control}
            name={side}
            rules={imageRules(side === 'front' ? 'frontImage' : 'backImage')}
            render={({ field, fieldState }) => {
              const label = t(side === 'front' ? 'fields.frontImage' : 'fields.backImage');
              return (
                <ImageInput
                  label={label}
                  hint={t('verified.imageHint')}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  texts={{
                    previewAlt: t('verified.imagePreviewAlt', { field: label }),
                    choose: t('verified.chooseImage'),
                    replace: t('verified.replaceImage'),
                    remove: t('verified.removeImage'),
                  }}
                />
              );
            }}
          />
        ))}
      </div>
      <Button type="submit" isFullWidth isLoading={submitRealName.isPending}>
        {t('verified.submit')}
      </Button>
    </form>
  );
}
