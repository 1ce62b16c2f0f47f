import type { FastifyInstance } from 'fastify';
import {
  getAppInfo as getAppInfoOperation,
  getLatestVersionNotice as getLatestVersionNoticeOperation,
  getTranslation as getTranslationOperation,
  listAreaCodes as listAreaCodesOperation,
  listDictData as listDictDataOperation,
  listExchangeRates as listExchangeRatesOperation,
  listLanguages as listLanguagesOperation,
  listMenus as listMenusOperation,
  listNationalities as listNationalitiesOperation,
} from '@exchange/contracts';
import type { AppContext } from '../../platform/context';
import { registerOperation } from '../../platform/http/operation-route';
import { getAppInfo } from './get-app-info';
import { listAreaCodes } from './list-area-codes';
import { listDictData } from './list-dict-data';
import { listExchangeRates } from './list-exchange-rates';
import { listLanguages } from './list-languages';
import { listMenus } from './list-menus';
import { listNationalities } from './list-nationalities';
import { requestLanguage } from './request-language';
import { latestVersionNotice } from './latest-version-notice';
import { translationCacheOf } from './get-translation';

/**
 * The public reference data the app loads at start (spec §7 "Content and others") and the newest version notice. No
 * route here needs a session; staff edit all of it through `registerAdminSystemRoutes`.
 */
export const registerSystemRoutes = (app: FastifyInstance, context: AppContext) => {
  const translationCache = translationCacheOf(context);
  registerOperation(app, listAreaCodesOperation, () => listAreaCodes(context));
  registerOperation(app, listNationalitiesOperation, () => listNationalities(context));
  registerOperation(app, getAppInfoOperation, () => getAppInfo(context));
  registerOperation(app, listLanguagesOperation, () => listLanguages(context));
  registerOperation(app, getTranslationOperation, ({ query, request }) =>
    translationCache.get(requestLanguage(request, query.lang), query.typeCode),
  );
  registerOperation(app, listDictDataOperation, ({ query, request }) =>
    listDictData(context, { dictType: query.dictType, language: requestLanguage(request) }),
  );
  registerOperation(app, listMenusOperation, () => listMenus(context));
  registerOperation(app, listExchangeRatesOperation, () => listExchangeRates(context));
  registerOperation(app, getLatestVersionNoticeOperation, () => latestVersionNotice(context));
};
