import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { Dispatch, FormEvent, ReactNode, SetStateAction } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { ActionDialog } from '@/components/ui/action-dialog';
import { ChangesTable } from '@/components/ui/changes-table';
import type { ChangeRow } from '@/components/ui/changes-table';
import { Drawer } from '@/components/ui/drawer';
import { notify } from '@/lib/notify';
import { showServerFieldError } from '@/lib/server-field-error';

interface ReviewedSaveOptions<Body> {
  /** The toast after the save; a function when it names what was saved (a new record has no name before). */
  doneMessage: string | ((body: Body) => string);
  onDone: () => void;
  /** Puts a refused field's message at its input; false when the form has no such field (a toast instead). */
  setFieldError: (bodyPath: string, message: string) => boolean;
}

export interface ReviewedSave<Body> {
  /** The body under review, or null while the form is being edited. */
  review: Body | null;
  setReview: Dispatch<SetStateAction<Body | null>>;
  save: (body: Body) => void;
  isPending: boolean;
}

/**
 * An editor's two steps: the body under review (shown in the confirm dialog), then its save. A refusal closes the
 * review so the message can be read at its field.
 */
export function useReviewedSave<Body>(
  mutation: UseMutationResult<unknown, Error, Body>,
  options: ReviewedSaveOptions<Body>,
): ReviewedSave<Body> {
  const [review, setReview] = useState<Body | null>(null);
  const save = (body: Body) =>
    mutation.mutate(body, {
      onSuccess: () => {
        const { doneMessage } = options;
        notify.success(typeof doneMessage === 'string' ? doneMessage : doneMessage(body));
        options.onDone();
      },
      onError: (error) => {
        setReview(null);
        showServerFieldError(error, options.setFieldError);
      },
    });
  return { review, setReview, save, isPending: mutation.isPending };
}

/**
 * A `setFieldError` that puts the server's message at the form field `fieldOf` names for a body path, focused; null
 * means the form has no such field, so the message becomes a toast.
 */
export const serverErrorAtField =
  <Values extends FieldValues>(
    setError: UseFormSetError<Values>,
    fieldOf: (bodyPath: string) => Path<Values> | null,
  ) =>
  (bodyPath: string, message: string): boolean => {
    const field = fieldOf(bodyPath);
    if (field === null) return false;
    setError(field, { type: 'server', message }, { shouldFocus: true });
    return true;
  };

interface ReviewChangesDialogProps<Body> {
  reviewed: ReviewedSave<Body>;
  title: string;
  summary: string;
  rows: readonly ChangeRow[];
  /** A save that stops something (a pause) is confirmed with a danger button. */
  isDanger?: boolean;
}

/** The confirm step of a reviewed save: what it changes as a before → after table, then Save changes. */
export function ReviewChangesDialog<Body>({
  reviewed,
  title,
  summary,
  rows,
  isDanger = false,
}: ReviewChangesDialogProps<Body>) {
  const { t } = useTranslation();
  const { review } = reviewed;
  if (review === null) return null;
  return (
    <ActionDialog
      title={title}
      summary={summary}
      confirmLabel={t('markets.saveChanges')}
      confirmVariant={isDanger ? 'danger' : 'primary'}
      isPending={reviewed.isPending}
      onSubmit={() => reviewed.save(review)}
      onClose={() => reviewed.setReview(null)}
    >
      <ChangesTable caption={title} rows={rows} />
    </ActionDialog>
  );
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
