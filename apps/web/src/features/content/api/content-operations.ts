import type * as Http from '@exchange/contracts/http/index';
import type { Operation } from '@exchange/contracts/http/operation';
import type { OperationRef } from '@/lib/operations';

const ref = <O extends Operation>(method: O['method'], path: string): OperationRef<O> => ({ method, path });

/**
 * The `content/*` operations this feature calls (issue 21 §4), by their `@exchange/contracts/http` export name:
 * method and path only at run time. content-operations.test.ts checks them against the contract.
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
