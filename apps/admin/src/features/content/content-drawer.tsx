import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { Drawer } from '@/components/ui/drawer';

interface ContentDrawerProps {
  title: string;
  /** Ties the footer's Save to the form. */
  formId: string;
  /** Without content.write: every input disabled, no Save. */
  isReadOnly: boolean;
  isPending: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** A content editor in a drawer: its form, then Cancel and Save (Close only, for a role that may only read). */
export function ContentDrawer(props: ContentDrawerProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!props.isReadOnly && !props.isPending) props.onSubmit();
  };
  return (
    <Drawer
      title={props.title}
      onClose={props.onClose}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            {t(props.isReadOnly ? 'common.close' : 'common.cancel')}
          </Button>
          {props.isReadOnly ? null : (
            <Button type="submit" form={props.formId} isLoading={props.isPending}>
              {t('content.save')}
            </Button>
          )}
        </>
      }
    >
      <form id={props.formId} noValidate onSubmit={submit}>
        <fieldset disabled={props.isReadOnly} className="flex flex-col gap-4">
          {props.children}
        </fieldset>
      </form>
    </Drawer>
  );
}
