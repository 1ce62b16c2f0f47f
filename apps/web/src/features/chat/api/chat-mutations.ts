import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperationBody } from '@exchange/contracts/http/operation';
import type { createWorkOrder, rateChatConversation } from '@exchange/contracts/http/im/index';
import { callOperation } from '@/lib/api-client';
import { chatOperations } from './chat-operations';
import { chatKeys } from './chat-queries';
import { chatCall } from './chat-session';
import { applyChangedMessage, sendChatMessage } from './chat-sync';

export type NewWorkOrder = OperationBody<typeof createWorkOrder>;
export type ConversationRating = OperationBody<typeof rateChatConversation>;

/** Withdraws one of the reader's messages (within two minutes); the server's copy replaces it on screen. */
export function useWithdrawMessage() {
  return useMutation({
    mutationFn: (id: number) => chatCall(chatOperations.revokeChatMessage, { body: { id } }),
    onSuccess: applyChangedMessage,
  });
}

export function useEditMessage() {
  return useMutation({
    mutationFn: (change: { id: number; data: string }) =>
      chatCall(chatOperations.editChatMessage, { body: change }),
    onSuccess: applyChangedMessage,
  });
}

export function useRateConversation() {
  return useMutation({
    mutationFn: (rating: ConversationRating) =>
      chatCall(chatOperations.rateChatConversation, { body: rating }),
  });
}

/** Uploads an image for the group, then sends its url as an image message. The server's refusal is shown. */
export function useSendImage(groupId: number) {
  return useMutation({
    mutationFn: async (file: File) => {
      const formData = new FormData();
      formData.append('groupId', String(groupId));
      formData.append('file', file);
      const { url } = await chatCall(chatOperations.uploadChatImage, { formData });
      await sendChatMessage(groupId, 'image', url);
    },
  });
}

export function useCreateWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewWorkOrder) => callOperation(chatOperations.createWorkOrder, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.workOrders() }),
  });
}
