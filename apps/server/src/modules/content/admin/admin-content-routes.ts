import type { FastifyInstance } from 'fastify';
import * as Http from '@exchange/contracts';
import type { AppContext } from '../../../platform/context';
import { registerFileOperation, registerOperation } from '../../../platform/http/operation-route';
import { listAdminDocuments, upsertDocument } from '../documents';
import { pageAdminFeedback, replyFeedback, sendFeedbackImage } from '../feedback';
import { createSlide, deleteSlide, listAdminSlides, updateSlide } from '../slides';
import {
  createArticle,
  deleteArticle,
  getAdminArticle,
  pageAdminArticles,
  publishArticle,
  updateArticle,
} from './admin-articles';
import {
  createHelpCategory,
  deleteHelpCategory,
  listAdminHelpCategories,
  updateHelpCategory,
} from './admin-help-categories';

/** `content/*` on the staff API: reads need content.read, changes content.write (the contracts name them). */
export const registerAdminContentRoutes = (admin: FastifyInstance, context: AppContext) => {
  registerOperation(admin, Http.adminPageArticles, ({ query }) => pageAdminArticles(context, query));
  registerOperation(admin, Http.adminGetArticle, ({ params }) => getAdminArticle(context, params.id));
  registerOperation(admin, Http.adminCreateArticle, ({ body, request }) =>
    createArticle(context, request, body),
  );
  registerOperation(admin, Http.adminUpdateArticle, ({ params, body, request }) =>
    updateArticle(context, request, params.id, body),
  );
  registerOperation(admin, Http.adminPublishArticle, ({ params, body, request }) =>
    publishArticle(context, request, params.id, body.isPublished),
  );
  registerOperation(admin, Http.adminDeleteArticle, ({ params, request }) =>
    deleteArticle(context, request, params.id),
  );
  registerOperation(admin, Http.adminListHelpCategories, () => listAdminHelpCategories(context));
  registerOperation(admin, Http.adminCreateHelpCategory, ({ body, request }) =>
    createHelpCategory(context, request, body),
  );
  registerOperation(admin, Http.adminUpdateHelpCategory, ({ params, body, request }) =>
    updateHelpCategory(context, request, params.id, body),
  );
  registerOperation(admin, Http.adminDeleteHelpCategory, ({ params, request }) =>
    deleteHelpCategory(context, request, params.id),
  );
  registerOperation(admin, Http.adminListDocuments, () => listAdminDocuments(context));
  registerOperation(admin, Http.adminUpsertDocument, ({ body, request }) =>
    upsertDocument(context, request, body.code, body.bodies),
  );
  registerOperation(admin, Http.adminListSlides, () => listAdminSlides(context));
  registerOperation(admin, Http.adminCreateSlide, ({ body, request }) => createSlide(context, request, body));
  registerOperation(admin, Http.adminUpdateSlide, ({ params, body, request }) =>
    updateSlide(context, request, params.id, body),
  );
  registerOperation(admin, Http.adminDeleteSlide, ({ params, request }) =>
    deleteSlide(context, request, params.id),
  );
  registerOperation(admin, Http.adminPageFeedback, ({ query }) => pageAdminFeedback(context, query));
  registerOperation(admin, Http.adminReplyFeedback, ({ staff, params, body, request }) =>
    replyFeedback(context, request, staff, params.id, body.reply),
  );
  registerFileOperation(admin, Http.adminGetFeedbackImage, ({ query, reply }) =>
    sendFeedbackImage(context, null, query.id, reply),
  );
};
