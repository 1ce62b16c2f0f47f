import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { SocketDebugScreen } from '@/features/chat/components/socket-debug-screen';

/** `/public/socketDebug`: the chat socket inspector (frames in and out, raw sends), for support staff and developers. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('chat.debug.title')} width="wide">
      <SocketDebugScreen />
    </Page>
  );
}
