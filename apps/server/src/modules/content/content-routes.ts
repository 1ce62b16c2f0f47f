import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as Http from '@exchange/contracts';
import type { AppContext } from '../../platform/context';
import { registerFileOperation, registerOperation } from '../../platform/http/operation-route';
import { resolveLanguage } from '../../platform/i18n';
import { getArticle, listHelpCategories, pageArticles, searchHelp } from './articles';
import { getDocument } from './documents';
import { pageMyFeedback, sendFeedbackImage, submitFeedback } from './feedback';
import { listActiveSlides } from './slides';

const languageOf = (request: FastifyRequest) =>
  resolveLanguage(request.headers.language as string | undefined);

/** `content/*` on the app API, public (issue 21 §4). */
export const registerContentRoutes = (app: FastifyInstance, context: AppContext) => {
  registerOperation(app, Http.pageArticles, ({ query, request }) =>
    pageArticles(context, languageOf(request), query),
  );
  registerOperation(app, Http.getArticle, ({ query, request }) =>
    getArticle(context, languageOf(request), query.id),
  );
  registerOperation(app, Http.listHelpCategories, ({ request }) =>
    listHelpCategories(context, languageOf(request)),
  );
  registerOperation(app, Http.searchHelp, ({ query, request }) =>
    searchHelp(context, languageOf(request), query.q),
  );
  registerOperation(app, Http.getDocument, ({ query, request }) =>
    getDocument(context, languageOf(request), query.code),
  );
  registerOperation(app, Http.listSlides, ({ request }) => listActiveSlides(context, languageOf(request)));
  registerOperation(
    app,
    Http.submitFeedback,
    ({ caller, request }) => submitFeedback(context, caller, request),
    {
      rateLimit: { max: 10, timeWindowMs: 60_000 },
    },
  );
  registerOperation(app, Http.pageMyFeedback, ({ caller, query }) => pageMyFeedback(context, caller, query));
  // The image itself, to its author only.
  registerFileOperation(app, Http.getFeedbackImage, ({ caller, params, reply }) =>
    sendFeedbackImage(context, caller.userId, params.id, reply),
  );
};
