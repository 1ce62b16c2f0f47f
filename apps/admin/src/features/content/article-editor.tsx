import i18next from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ARTICLE_KINDS, articleInputSchema } from '@exchange/contracts/http/content/index';
import type { ArticleKind } from '@exchange/contracts/http/content/index';
import { SelectField } from '@exchange/ui/select-field';
import { TextField } from '@exchange/ui/text-field';
import { notify } from '@/lib/notify';
import { articleValuesOf, isArticleField, toArticleBody } from './article-form';
import type { ArticleValues } from './article-form';
import { useSaveArticle } from './article-queries';
import type { AdminArticle } from './article-queries';
import { BodiesEditor } from './bodies-editor';
import { ContentDrawer } from './content-drawer';
import { checkBody, fieldLabel, pathLabel, showRefusal } from './content-form';
import type { FieldErrors } from './content-form';
import { kindText, nameOf, titleOf } from './content-labels';
import { useHelpCategories } from './library-queries';

const FORM_ID = 'article-editor';

function editorTitle(article: AdminArticle | null, isReadOnly: boolean): string {
  if (article === null) return i18next.t('content.article.newTitle');
  return i18next.t(isReadOnly ? 'content.article.viewTitle' : 'content.article.editTitle', {
    id: article.id,
  });
}

interface ArticleEditorProps {
  /** Null for a new article. */
  article: AdminArticle | null;
  /** The kind a new article starts as (the list's). */
  kind: ArticleKind;
  isReadOnly: boolean;
  onClose: () => void;
}

/**
 * Writes an article: kind, its help category (help only), slug, pinned, cover and a body per language. A new one is a
 * draft; saving keeps the status. Refusals, the app's or the server's, show at their field.
 */
export function ArticleEditor({ article, kind, isReadOnly, onClose }: ArticleEditorProps) {
  const { t } = useTranslation();
  const save = useSaveArticle(article?.id ?? null);
  const categories = useHelpCategories();
  const [values, setValues] = useState<ArticleValues>(() => articleValuesOf(article, kind));
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (patch: Partial<ArticleValues>) => setValues((current) => ({ ...current, ...patch }));
  const submit = () => {
    const checked = checkBody(articleInputSchema, toArticleBody(values), (path) =>
      pathLabel(path, values.bodies),
    );
    setErrors(checked.errors ?? {});
    if (checked.data === null) return;
    save.mutate(checked.data, {
      onSuccess: (saved) => {
        notify.success(t('content.article.saved', { title: titleOf(saved.bodies) }));
        onClose();
      },
      onError: (error) => showRefusal(error, isArticleField, setErrors),
    });
  };
  const categoryOptions = (categories.data ?? []).map((category) => ({
    value: String(category.id),
    label: nameOf(category.names),
  }));
  return (
    <ContentDrawer
      title={editorTitle(article, isReadOnly)}
      formId={FORM_ID}
      isReadOnly={isReadOnly}
      isPending={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <SelectField
        label={fieldLabel('kind')}
        value={values.kind}
        error={errors.kind}
        options={ARTICLE_KINDS.map((name) => ({ value: name, label: kindText(name) }))}
        onChange={(event) => set({ kind: event.target.value as ArticleKind })}
      />
      {values.kind === 'help' ? (
        <SelectField
          label={fieldLabel('categoryId')}
          value={values.categoryId}
          error={errors.categoryId}
          options={[{ value: '', label: t('content.article.pickCategory') }, ...categoryOptions]}
          onChange={(event) => set({ categoryId: event.target.value })}
        />
      ) : null}
      <TextField
        label={fieldLabel('slug')}
        hint={t('content.article.slugHint')}
        dir="ltr"
        value={values.slug}
        error={errors.slug}
        onChange={(event) => set({ slug: event.target.value })}
      />
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={values.pinned}
          onChange={(event) => set({ pinned: event.target.checked })}
        />
        {fieldLabel('pinned')}
      </label>
      <TextField
        label={fieldLabel('coverUrl')}
        hint={t('content.urlHint')}
        dir="ltr"
        value={values.coverUrl}
        error={errors.coverUrl}
        onChange={(event) => set({ coverUrl: event.target.value })}
      />
      <BodiesEditor
        bodies={values.bodies}
        errors={errors}
        isReadOnly={isReadOnly}
        onChange={(bodies) => set({ bodies })}
      />
    </ContentDrawer>
  );
}
