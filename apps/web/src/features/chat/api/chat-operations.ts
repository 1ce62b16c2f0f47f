import type * as Http from '@exchange/contracts/http/index';
import { operationRef as ref } from '@/lib/operations';

/**
 * The operations the chat calls (issue 21 §1), by their `@exchange/contracts/http` export name: method and path only
 * at run time. lib/operations.test.ts checks them against the contracts.
 */
export const chatOperations = {
  temporaryLogin: ref<typeof Http.temporaryLogin>('POST', '/system/auth/temporary-login'),
  listChatGroups: ref<typeof Http.listChatGroups>('GET', '/im/group/list'),
  loadChatGroups: ref<typeof Http.loadChatGroups>('POST', '/im/group/load'),
  listChatMessages: ref<typeof Http.listChatMessages>('GET', '/im/message/list'),
  revokeChatMessage: ref<typeof Http.revokeChatMessage>('POST', '/im/message/revoke'),
  editChatMessage: ref<typeof Http.editChatMessage>('POST', '/im/message/edit'),
  uploadChatImage: ref<typeof Http.uploadChatImage>('POST', '/im/file/upload'),
  getChatImage: ref<typeof Http.getChatImage>('GET', '/im/file/:id'),
  rateChatConversation: ref<typeof Http.rateChatConversation>('POST', '/im/rating'),
  createWorkOrder: ref<typeof Http.createWorkOrder>('POST', '/im/work-order/create'),
  listWorkOrders: ref<typeof Http.listWorkOrders>('GET', '/im/work-order/list'),
  issueImToken: ref<typeof Http.issueImToken>('POST', '/im/token'),
};
