import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as Http from '@exchange/contracts';
import type { AppContext } from '../../platform/context';
import { registerOperation } from '../../platform/http/operation-route';
import { resolveLanguage } from '../../platform/i18n';
import { getNotice, pageNotices, readNotices, unreadNotices } from './notices';

const languageOf = (request: FastifyRequest) =>
  resolveLanguage(request.headers.language as string | undefined);

/** `notice/*` on the app API (issue 21 §3). */
export const registerNoticeRoutes = (app: FastifyInstance, context: AppContext) => {
  registerOperation(app, Http.pageNotices, ({ caller, query, request }) =>
    pageNotices(context, caller, languageOf(request), query),
  );
  registerOperation(app, Http.getNotice, ({ caller, query, request }) =>
    getNotice(context, caller, languageOf(request), query.id),
  );
  registerOperation(app, Http.getNoticeUnread, ({ caller }) => unreadNotices(context, caller));
  registerOperation(app, Http.readNotices, ({ caller, body }) => readNotices(context, caller, body));
};
