import { BootScreen } from '@/features/content/components/boot-screen';
import { useAppInfo } from '@/features/system/api/get-app-info';

/** `/bootPage`: the start screen, on to the guide (first run) or home once the app's base information is in. */
export function Component() {
  const appInfo = useAppInfo();
  return (
    <BootScreen
      appName={appInfo.data?.APP_BASE_NAME}
      logo={appInfo.data?.APP_BASE_LOGO}
      isSettled={!appInfo.isPending}
    />
  );
}
