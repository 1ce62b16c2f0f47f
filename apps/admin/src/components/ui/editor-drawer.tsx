import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { notify } from '@/lib/notify';
import { showServerFieldError } from '@/lib/server-field-error';

interface ReviewedSaveOptions {
  doneMessage: string;
  onDone: () => void;
  /** Puts a refused field's message at its input; false when the form has no such field (a toast instead). */
  setFieldError: (bodyPath: string, message: string) => boolean;
}

/**
 * An editor's two steps: the body under review (shown in the confirm dialog), then its save. A refusal closes the
 * review so the message can be read at its field.
 */
export function useReviewedSave<Body>(
  mutation: UseMutationResult<unknown, Error, Body>,
  options: ReviewedSaveOptions,
) {
  const [review, setReview] = useState<Body | null>(null);
  const save = (body: Body) =>
    mutation.mutate(body, {
      onSuccess: () => {
        notify.success(options.doneMessage);
        options.onDone();
      },
      onError: (error) => {
        setReview(null);
        showServerFieldError(error, options.setFieldError);
      },
    });
  return { review, setReview, save, isPending: mutation.isPending };
}

interface EditorDrawerProps {
  title: string;
  /** Ties the footer's submit button to the form. */
  formId: string;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
  /** The confirm dialog, while a review is open. */
  confirm: ReactNode;
}

/** An editor in a drawer: its form, Cancel and Review changes in the footer, then the confirm step. */
export function EditorDrawer({ title, formId, onSubmit, onClose, children, confirm }: EditorDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId}>
            {t('markets.reviewChanges')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate className="flex flex-col gap-4" onSubmit={onSubmit}>
        {children}
      </form>
      {confirm}
    </Drawer>
  );
}
