import { createContext } from 'react';
import type { ReactNode } from 'react';
import type { ChatMessage } from '@exchange/contracts/ws/im-socket';

/**
 * How an order's chat is drawn: the support desk's transcript, passed in where the app composes the sections (features
 * do not import each other). Without one the drawer lists nothing of the chat.
 */
export type OrderChatView = (messages: readonly ChatMessage[], orderId: number) => ReactNode;
export const OrderChatViewContext = createContext<OrderChatView | null>(null);
