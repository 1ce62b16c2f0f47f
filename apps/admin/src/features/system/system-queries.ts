import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminCreateVersionNotice,
  adminGetAppInfo,
  adminGetTranslations,
  adminListAreaCodes,
  adminListExchangeRates,
  adminListLanguages,
  adminListMenus,
  adminListVersionNotices,
  adminUpdateAppInfo,
  adminUpdateAreaCode,
  adminUpdateExchangeRate,
  adminUpdateLanguage,
  adminUpdateMenu,
  adminUpdateTranslation,
} from '@exchange/contracts/http/admin/index';
import type {
  Operation,
  OperationBody,
  OperationQuery,
  OperationResponse,
} from '@exchange/contracts/http/operation';
import { callOperation } from '@/lib/api-client';
import { FIELD_ERROR_CODES } from '@/lib/server-field-error';

export type AppInfo = OperationResponse<typeof adminGetAppInfo>;
export type Language = OperationResponse<typeof adminUpdateLanguage>;
export type Translations = OperationResponse<typeof adminGetTranslations>;
export type TranslationsQuery = OperationQuery<typeof adminGetTranslations>;
export type Menu = OperationResponse<typeof adminUpdateMenu>;
export type AreaCode = OperationResponse<typeof adminUpdateAreaCode>;
export type ExchangeRate = OperationResponse<typeof adminUpdateExchangeRate>;
export type VersionNotice = OperationResponse<typeof adminCreateVersionNotice>;
export type VersionNoticePageQuery = OperationQuery<typeof adminListVersionNotices>;

const SYSTEM_KEY = ['system'] as const;

/** Unpaged lists, shown in the paged table's shape. */
const asPage = <Row>(list: Row[]) => ({ list, total: list.length });

export function useAppInfo() {
  return useQuery({ queryKey: [...SYSTEM_KEY, 'app-info'], queryFn: () => callOperation(adminGetAppInfo) });
}

export function useLanguages() {
  return useQuery({
    queryKey: [...SYSTEM_KEY, 'languages'],
    queryFn: async () => asPage(await callOperation(adminListLanguages)),
  });
}

export function useTranslations(query: TranslationsQuery | null) {
  return useQuery({
    queryKey: [...SYSTEM_KEY, 'translations', query],
    queryFn: () => callOperation(adminGetTranslations, { query: query ?? undefined }),
    enabled: query !== null,
  });
}

export function useMenus() {
  return useQuery({
    queryKey: [...SYSTEM_KEY, 'menus'],
    queryFn: async () => asPage(await callOperation(adminListMenus)),
  });
}

export function useAreaCodes() {
  return useQuery({
    queryKey: [...SYSTEM_KEY, 'area-codes'],
    queryFn: async () => asPage(await callOperation(adminListAreaCodes)),
  });
}

export function useExchangeRates() {
  return useQuery({
    queryKey: [...SYSTEM_KEY, 'exchange-rates'],
    queryFn: async () => asPage(await callOperation(adminListExchangeRates)),
  });
}

export function useVersionNoticePage(query: VersionNoticePageQuery) {
  return useQuery({
    queryKey: [...SYSTEM_KEY, 'version-notices', query],
    queryFn: () => callOperation(adminListVersionNotices, { query }),
    placeholderData: (previous) => previous,
  });
}

/**
 * One settings write: the body typed by its operation; a 400 comes back quietly so the form shows it at the field
 * the server named. Every system list is read again afterwards.
 */
function useSystemWrite<O extends Operation>(operation: O) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OperationBody<O>) => callOperation(operation, { body, quietCodes: FIELD_ERROR_CODES }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SYSTEM_KEY }),
  });
}

export const useUpdateAppInfo = () => useSystemWrite(adminUpdateAppInfo);
export const useUpdateLanguage = () => useSystemWrite(adminUpdateLanguage);
export const useUpdateTranslation = () => useSystemWrite(adminUpdateTranslation);
export const useUpdateMenu = () => useSystemWrite(adminUpdateMenu);
export const useUpdateAreaCode = () => useSystemWrite(adminUpdateAreaCode);
export const useUpdateExchangeRate = () => useSystemWrite(adminUpdateExchangeRate);
export const useCreateVersionNotice = () => useSystemWrite(adminCreateVersionNotice);
