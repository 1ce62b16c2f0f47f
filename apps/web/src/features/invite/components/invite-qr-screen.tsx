import { QRCodeCanvas } from 'qrcode.react';
import { useRef } from 'react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@exchange/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { paths } from '@/config/paths';
import { defaultCodeOf, useInviteCodes } from '../api/invite-queries';
import { inviteLinkOf } from '../utils/invite-rules';

/** CSS pixels of the code on screen; the canvas holds as many device pixels, so the saved image is as sharp. */
const QR_SIZE = 224;

/**
 * The invite link of `code` as a QR code drawn on a canvas (dark on white whatever the theme, with a quiet zone, so
 * it scans from the screen and from the saved image), the code under it, and "Download": the canvas as a PNG.
 */
function InviteQrCard({ code }: { code: string }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  // The image is taken when the link is used, from the canvas as drawn then: the link's own default action saves it.
  const download = (event: MouseEvent<HTMLAnchorElement>) => {
    const image = canvas.current?.toDataURL('image/png');
    if (!image) {
      event.preventDefault();
      return;
    }
    event.currentTarget.href = image;
  };
  return (
    <section className="mx-auto flex w-full max-w-sm flex-col items-center gap-4 rounded-2xl bg-surface-raised p-6">
      <p className="text-center text-sm text-muted">{t('invite.qr.scan')}</p>
      <div className="rounded-xl bg-white p-2">
        <QRCodeCanvas
          ref={canvas}
          value={inviteLinkOf(code)}
          size={QR_SIZE}
          level="M"
          marginSize={2}
          bgColor="#ffffff"
          fgColor="#000000"
          aria-label={t('invite.qr.alt')}
        />
      </div>
      <p className="flex flex-col items-center gap-1">
        <span className="text-xs text-muted">{t('invite.code.code')}</span>
        <span dir="ltr" className="font-mono text-xl font-semibold tracking-widest">
          {code}
        </span>
      </p>
      <a
        href="#"
        download={`invite-${code}.png`}
        onClick={download}
        className={buttonClasses('primary', true)}
      >
        {t('invite.qr.download')}
      </a>
    </section>
  );
}

/** `/invite/QRCode`: the QR code of the default code's invite link, to show or to save. */
export function InviteQrScreen() {
  const { t } = useTranslation();
  const codes = useInviteCodes();
  if (codes.isPending) return <LoadingState />;
  if (codes.isError) return <ErrorState onRetry={() => void codes.refetch()} />;
  const code = defaultCodeOf(codes.data.list);
  if (!code)
    return (
      <div className="flex flex-col items-center gap-2">
        <EmptyState message={t('invite.code.none')} />
        <Link to={paths.invitationSettings.path} className={buttonClasses('secondary')}>
          {t('invite.links.settings')}
        </Link>
      </div>
    );
  return <InviteQrCard code={code.code} />;
}
