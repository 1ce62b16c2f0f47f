import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { ImageInput } from '@/components/ui/image-input';
import { TextAreaField } from '@/components/ui/text-area-field';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { ApiError } from '@/lib/api-client';
import { MAX_IMAGE_MEGABYTES, imageProblem } from '@/lib/image-rules';
import { notify } from '@/lib/notify';
import { FEEDBACK_IMAGES_MAX, FEEDBACK_TEXT_MAX, FEEDBACK_TYPES, useSubmitFeedback } from '../api/feedback';

const NO_IMAGES: readonly (File | null)[] = Array.from({ length: FEEDBACK_IMAGES_MAX }, () => null);

/**
 * `/mine/helpFeedback`'s form: a type, a text of at most 250 characters (the counter shows what is left) and up to
 * three screenshots. Checked here so the message names the field; the server checks everything again, the images
 * by their bytes. Nothing is lost on a refusal: the draft stays until it is sent.
 */
export function FeedbackForm() {
  const { t } = useTranslation();
  const [type, setType] = useState<number>(FEEDBACK_TYPES[0].value);
  const [text, setText] = useState('');
  const [images, setImages] = useState<readonly (File | null)[]>(NO_IMAGES);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const submit = useSubmitFeedback();
  const trimmed = text.trim();
  const textError =
    isSubmitted && trimmed.length === 0
      ? t('content.feedback.textRequired')
      : text.length > FEEDBACK_TEXT_MAX
        ? t('content.feedback.textTooLong', { max: FEEDBACK_TEXT_MAX })
        : undefined;
  const problems = images.map((image) => (image ? imageProblem(image) : null));

  const send = () => {
    setIsSubmitted(true);
    setServerError(null);
    if (trimmed.length === 0 || text.length > FEEDBACK_TEXT_MAX || problems.some(Boolean)) return;
    submit.mutate(
      { type, text: trimmed, images: images.filter((image): image is File => image !== null) },
      {
        onSuccess: () => {
          notify.success(t('content.feedback.sent'));
          setText('');
          setImages(NO_IMAGES);
          setIsSubmitted(false);
        },
        onError: (error) => setServerError(error instanceof ApiError ? error.msg : t('common.loadFailed')),
      },
    );
  };

  return (
    <form
      noValidate
      aria-label={t('content.feedback.formLabel')}
      className="flex flex-col gap-4 rounded-2xl bg-surface-raised p-4"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <SegmentedControl
        label={t('content.feedback.type')}
        value={String(type)}
        variant="chips"
        onChange={(value) => setType(Number(value))}
        options={FEEDBACK_TYPES.map((option) => ({
          value: String(option.value),
          label: t(`content.feedback.types.${option.key}`),
        }))}
      />
      <TextAreaField
        label={t('content.feedback.text')}
        value={text}
        rows={5}
        maxLength={FEEDBACK_TEXT_MAX}
        dir="auto"
        placeholder={t('content.feedback.textPlaceholder')}
        error={textError}
        hint={t('content.feedback.counter', { used: text.length, max: FEEDBACK_TEXT_MAX })}
        onChange={(event) => setText(event.target.value)}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">
          {t('content.feedback.images', { max: FEEDBACK_IMAGES_MAX })}
        </legend>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {images.map((image, index) => (
            <ImageInput
              key={index}
              label={t('content.feedback.image', { n: index + 1 })}
              value={image}
              onChange={(file) => setImages(images.map((old, at) => (at === index ? file : old)))}
              previewClassName="aspect-square max-h-40"
              hint={index === 0 ? t('content.feedback.imageHint', { size: MAX_IMAGE_MEGABYTES }) : undefined}
              error={
                problems[index]
                  ? t(`content.feedback.${problems[index]}`, { size: MAX_IMAGE_MEGABYTES })
                  : undefined
              }
              texts={{
                previewAlt: t('content.feedback.image', { n: index + 1 }),
                choose: t('content.feedback.chooseImage'),
                replace: t('content.feedback.replaceImage'),
                remove: t('content.feedback.removeImage'),
              }}
            />
          ))}
        </div>
      </fieldset>
      {serverError ? (
        <p role="alert" className="text-sm text-danger">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" isFullWidth isLoading={submit.isPending}>
        {t('content.feedback.send')}
      </Button>
    </form>
  );
}
