// The chat module's public face (README.md): the module, its extension point, and what tests reach for.
export { createImModule, IM_HUB } from './im-module';
export { CHAT_SUBJECTS, type ChatSubject } from './im-groups';
export { postSystemMessage } from './im-messages';
export type { ChatParty } from './im-store';
export { readSubjectChat } from './admin/inbox';
export { sendSubjectChatImage } from './im-files';
