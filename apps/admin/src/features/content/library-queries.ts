import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperationBody, OperationResponse } from '@exchange/contracts/http/operation';
import {
  adminCreateHelpCategory,
  adminCreateSlide,
  adminDeleteHelpCategory,
  adminDeleteSlide,
  adminListDocuments,
  adminListHelpCategories,
  adminListSlides,
  adminUpdateHelpCategory,
  adminUpdateSlide,
  adminUpsertDocument,
  DOCUMENT_CODES,
} from '@exchange/contracts/http/content/index';
import { callOperation } from '@/lib/api-client';
import { FIELD_ERROR_CODES } from '@/lib/server-field-error';
import { atId, CONTENT_KEY } from './article-queries';

export type AdminHelpCategory = OperationResponse<typeof adminCreateHelpCategory>;
export type HelpCategoryBody = OperationBody<typeof adminCreateHelpCategory>;
export type AdminDocument = OperationResponse<typeof adminUpsertDocument>;
export type DocumentBody = OperationBody<typeof adminUpsertDocument>;
export type AdminSlide = OperationResponse<typeof adminCreateSlide>;
export type SlideBody = OperationBody<typeof adminCreateSlide>;

const CATEGORIES_KEY = [...CONTENT_KEY, 'help-categories'] as const;
const DOCUMENTS_KEY = [...CONTENT_KEY, 'documents'] as const;
const SLIDES_KEY = [...CONTENT_KEY, 'slides'] as const;

/** An unpaged list in the table's shape. */
const asPage = <Row>(list: Row[]) => ({ list, total: list.length });

export function useHelpCategories() {
  return useQuery({ queryKey: CATEGORIES_KEY, queryFn: () => callOperation(adminListHelpCategories) });
}

export function useHelpCategoryTable() {
  return useQuery({
    queryKey: CATEGORIES_KEY,
    queryFn: () => callOperation(adminListHelpCategories),
    select: asPage,
  });
}

/** Creates (no id) or renames / reorders a category; a refused field comes back quietly. */
export function useSaveHelpCategory(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HelpCategoryBody) =>
      id === null
        ? callOperation(adminCreateHelpCategory, { body, quietCodes: FIELD_ERROR_CODES })
        : callOperation(atId(adminUpdateHelpCategory, id), { body, quietCodes: FIELD_ERROR_CODES }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY }),
  });
}

/** Deletes an empty category (the server refuses one holding articles, shown as a toast). */
export function useDeleteHelpCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callOperation(atId(adminDeleteHelpCategory, id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY }),
  });
}

/** A document code the apps open (or another one written) and its document, undefined while nobody wrote it. */
export interface DocumentRow {
  code: string;
  document: AdminDocument | undefined;
}

/** The codes the apps open (DOCUMENT_CODES) first, then any other code written. */
function documentRows(list: AdminDocument[]): DocumentRow[] {
  const known: readonly string[] = DOCUMENT_CODES;
  const others = list.map((item) => item.code).filter((code) => !known.includes(code));
  return [...known, ...others].map((code) => ({ code, document: list.find((item) => item.code === code) }));
}

export function useDocumentTable() {
  return useQuery({
    queryKey: DOCUMENTS_KEY,
    queryFn: () => callOperation(adminListDocuments),
    select: (list) => asPage(documentRows(list)),
  });
}

/** Writes every body of a document by code (a language not sent is removed). */
export function useSaveDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DocumentBody) =>
      callOperation(adminUpsertDocument, { body, quietCodes: FIELD_ERROR_CODES }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY }),
  });
}

export function useSlideTable() {
  return useQuery({ queryKey: SLIDES_KEY, queryFn: () => callOperation(adminListSlides), select: asPage });
}

export function useSaveSlide(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SlideBody) =>
      id === null
        ? callOperation(adminCreateSlide, { body, quietCodes: FIELD_ERROR_CODES })
        : callOperation(atId(adminUpdateSlide, id), { body, quietCodes: FIELD_ERROR_CODES }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SLIDES_KEY }),
  });
}

export function useDeleteSlide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callOperation(atId(adminDeleteSlide, id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SLIDES_KEY }),
  });
}
