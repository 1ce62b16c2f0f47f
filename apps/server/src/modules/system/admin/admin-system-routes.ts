import type { FastifyInstance } from 'fastify';
import * as Http from '@exchange/contracts';
import type { AppContext } from '../../../platform/context';
import { registerOperation } from '../../../platform/http/operation-route';
import { getAdminAppInfo, updateAdminAppInfo } from './app-info';
import { listAdminAreaCodes, updateAdminAreaCode } from './area-codes';
import { listAdminExchangeRates, updateAdminExchangeRate } from './exchange-rates';
import { listAdminLanguages, updateAdminLanguage } from './languages';
import { listAdminMenus, updateAdminMenu } from './menus';
import { getAdminTranslations, updateAdminTranslation } from './translations';
import { createVersionNotice, pageVersionNotices } from './version-notices';

/**
 * System settings on the staff API (under /api/admin-api): exactly what the app API's reference reads serve, so an
 * edit here is what every app sees next (the reads go to the database, the translation cache is dropped by message).
 */
export const registerAdminSystemRoutes = (admin: FastifyInstance, context: AppContext) => {
  registerOperation(admin, Http.adminGetAppInfo, () => getAdminAppInfo(context));
  registerOperation(admin, Http.adminUpdateAppInfo, ({ request, body }) =>
    updateAdminAppInfo(context, request, body),
  );
  registerOperation(admin, Http.adminListLanguages, () => listAdminLanguages(context));
  registerOperation(admin, Http.adminUpdateLanguage, ({ request, body }) =>
    updateAdminLanguage(context, request, body),
  );
  registerOperation(admin, Http.adminGetTranslations, ({ query }) => getAdminTranslations(context, query));
  registerOperation(admin, Http.adminUpdateTranslation, ({ request, body }) =>
    updateAdminTranslation(context, request, body),
  );
  registerOperation(admin, Http.adminListMenus, () => listAdminMenus(context));
  registerOperation(admin, Http.adminUpdateMenu, ({ request, body }) =>
    updateAdminMenu(context, request, body),
  );
  registerOperation(admin, Http.adminListAreaCodes, () => listAdminAreaCodes(context));
  registerOperation(admin, Http.adminUpdateAreaCode, ({ request, body }) =>
    updateAdminAreaCode(context, request, body),
  );
  registerOperation(admin, Http.adminListExchangeRates, () => listAdminExchangeRates(context));
  registerOperation(admin, Http.adminUpdateExchangeRate, ({ request, body }) =>
    updateAdminExchangeRate(context, request, body),
  );
  registerOperation(admin, Http.adminListVersionNotices, ({ query }) => pageVersionNotices(context, query));
  registerOperation(admin, Http.adminCreateVersionNotice, ({ request, staff, body }) =>
    createVersionNotice(context, request, staff, body),
  );
};
