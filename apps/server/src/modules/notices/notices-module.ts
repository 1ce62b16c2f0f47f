import type { ServerModule } from '../../platform/modules/index';
import { PUSH_RECORDERS } from '../../platform/ws-hub/push-records';
import { noticeRecorder } from './notices';
import { registerNoticeRoutes } from './notice-routes';

/**
 * The users' durable messages (README): every push worth reading later leaves one, through the platform's push
 * recorders, so no product writes messages itself.
 */
export const createNoticesModule = (): ServerModule => ({
  name: 'notices',
  dependsOn: [],
  init: (context) => {
    context.modules.contribute(PUSH_RECORDERS, noticeRecorder);
  },
  registerAppRoutes: registerNoticeRoutes,
});
