import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Spinner } from '@exchange/ui/spinner';
import { paths } from '@/config/paths';
import { hasSeenGuide } from '../utils/guide-state';

interface BootScreenProps {
  /** The operator's name and logo, once the app's base information has loaded. */
  appName?: string;
  logo?: string;
  /** Whether that load has finished, well or not: the start moves on either way, so it never hangs. */
  isSettled: boolean;
}

/**
 * `/bootPage`: the start screen — the operator's logo and name while the app's base information loads, then the
 * first-run guide on a device that has not seen it, or home.
 */
export function BootScreen({ appName, logo, isSettled }: BootScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    if (isSettled) void navigate(hasSeenGuide() ? paths.home.path : paths.guide.path, { replace: true });
  }, [isSettled, navigate]);
  return (
    <div role="status" className="flex flex-1 flex-col items-center justify-center gap-4 py-24">
      {logo ? <img src={logo} alt="" className="size-20 rounded-2xl" draggable={false} /> : null}
      {appName ? <p className="text-lg font-semibold">{appName}</p> : null}
      <Spinner className="size-5 text-muted" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
