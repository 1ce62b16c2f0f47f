import type { ServerModule } from '../../platform/modules/index';
import { RuntimeSlot } from '../../platform/modules/index';
import type { ImHub } from './im-hub';
import { registerImRoutes } from './im-routes';
import { registerImSocket } from './im-socket-route';
import { registerAdminImRoutes } from './admin/admin-im-routes';

/** This instance's chat sockets (tests sweep it on the injected clock). */
export const IM_HUB = new RuntimeSlot<ImHub>('im.hub');

/**
 * Customer-service chat (README): groups with gap-free offsets, the chat socket /im-websocket fanned out over the
 * bus, the app's chat calls. Other modules make their subjects chat-able through CHAT_SUBJECTS.
 */
export const createImModule = (): ServerModule => ({
  name: 'im',
  dependsOn: ['auth', 'member', 'staff'],
  registerRootRoutes: async (app, context) => {
    context.modules.provide(IM_HUB, await registerImSocket(app, context));
  },
  registerAppRoutes: registerImRoutes,
  registerAdminRoutes: registerAdminImRoutes,
});
