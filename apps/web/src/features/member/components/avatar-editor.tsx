import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { Avatar } from '@/components/ui/avatar';
import { Spinner } from '@exchange/ui/spinner';
import { ApiError, presentApiError } from '@/lib/api-client';
import { useValidationRules } from '@/lib/form-rules';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_MEGABYTES, imageProblem } from '@/lib/image-rules';
import type { CurrentMember } from '../api/get-current-member';
import { useUpdateAvatarName } from '../api/update-profile';
import { uploadFile } from '../api/upload-file';

/** The avatar and its "change" button: a picked image is checked, uploaded and saved at once. */
export function AvatarEditor({ member }: { member: CurrentMember }) {
  const { t } = useTranslation();
  const rules = useValidationRules();
  const updateAvatarName = useUpdateAvatarName();
  const [isUploading, setIsUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const change = async (file: File) => {
    const kind = imageProblem(file);
    if (kind) {
      setProblem(rules.message(kind, 'avatar', { megabytes: MAX_IMAGE_MEGABYTES }));
      return;
    }
    setProblem(null);
    setIsUploading(true);
    try {
      const url = await uploadFile(file);
      await updateAvatarName.mutateAsync({ avatar: url });
      notify.success(t('userInfo.avatarSaved'));
    } catch (error) {
      if (error instanceof ApiError) presentApiError(error);
    } finally {
      setIsUploading(false);
    }
  };

  return (
    <div className="flex items-center gap-4">
      <Avatar
        src={member.avatar}
        name={member.nickname}
        alt={t('mine.avatarAlt', { name: member.nickname })}
        className="size-16"
      />
      <div className="flex flex-col gap-1">
        <label className="inline-flex min-h-10 cursor-pointer items-center gap-2 self-start rounded-lg border border-border px-3 text-sm font-medium hover:bg-surface-sunken focus-within:outline-2 focus-within:outline-brand">
          {isUploading ? <Spinner /> : null}
          {isUploading ? t('userInfo.uploading') : t('userInfo.changeAvatar')}
          <input
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            disabled={isUploading}
            aria-invalid={problem ? true : undefined}
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void change(file);
            }}
          />
        </label>
        <p className="text-xs text-muted">{t('verified.imageHint')}</p>
        {problem ? (
          <p role="alert" className="text-xs font-medium text-danger">
            {problem}
          </p>
        ) : null}
      </div>
    </div>
  );
}
