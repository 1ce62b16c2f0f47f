import type * as Http from '@exchange/contracts/http/index';
import { operationRef as ref } from '@/lib/operations';

/**
 * The `content/*` operations this feature calls (issue 21 §4), by their `@exchange/contracts/http` export name:
 * method and path only at run time. lib/operations.test.ts checks them against the contract.
 */
export const contentOperations = {
  pageArticles: ref<typeof Http.pageArticles>('GET', '/content/article/page'),
  getArticle: ref<typeof Http.getArticle>('GET', '/content/article/detail'),
  listHelpCategories: ref<typeof Http.listHelpCategories>('GET', '/content/help/categories'),
  searchHelp: ref<typeof Http.searchHelp>('GET', '/content/help/search'),
  getDocument: ref<typeof Http.getDocument>('GET', '/content/document'),
  listSlides: ref<typeof Http.listSlides>('GET', '/content/carousel'),
  submitFeedback: ref<typeof Http.submitFeedback>('POST', '/content/feedback/submit'),
  pageMyFeedback: ref<typeof Http.pageMyFeedback>('GET', '/content/feedback/page'),
};
