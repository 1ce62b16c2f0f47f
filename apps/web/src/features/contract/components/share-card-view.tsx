import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PositionSide } from '@exchange/contracts/enums';
import { Button, buttonClasses } from '@exchange/ui/button';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { formatDateTime } from '@/lib/format-date-time';
import { directionOf, formatQuotePrice } from '@/lib/market-format';
import { notify } from '@/lib/notify';
import { formatRoe, formatSignedUsdt } from '../utils/contract-format';
import { sideKey } from '../utils/contract-labels';
import { createShareCanvas, drawShareCard, pageColours } from '../utils/draw-share-card';
import type { ShareCardTexts } from '../utils/draw-share-card';
import type { ShareCard } from '../utils/share-card';

type Drawn = { state: 'drawing' } | { state: 'failed' } | { state: 'ready'; file: File; url: string };

/** Draws the card and encodes it as PNG; null where the browser has no 2D canvas. */
function renderShareImage(
  texts: ShareCardTexts,
  result: Pick<ShareCard, 'pnl' | 'direction'>,
): Promise<Blob | null> {
  const canvas = createShareCanvas();
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  const isRtl = document.documentElement.dir === 'rtl';
  const colours = pageColours(directionOf(result.pnl) !== 'down', result.direction === PositionSide.long);
  drawShareCard(context, texts, colours, isRtl);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

/** The card drawn to a PNG once per change of what it shows; the object URL is let go when it is replaced. */
function useShareImage(texts: ShareCardTexts, card: ShareCard, fileName: string): Drawn {
  const [drawn, setDrawn] = useState<Drawn>({ state: 'drawing' });
  const key = JSON.stringify({ texts, pnl: card.pnl, direction: card.direction, fileName });
  useEffect(() => {
    const {
      texts: shownTexts,
      pnl,
      direction,
      fileName: name,
    } = JSON.parse(key) as {
      texts: ShareCardTexts;
      pnl: string;
      direction: number;
      fileName: string;
    };
    let url: string | null = null;
    let isActive = true;
    void renderShareImage(shownTexts, { pnl, direction }).then((blob) => {
      if (!isActive) return;
      if (!blob) return setDrawn({ state: 'failed' });
      url = URL.createObjectURL(blob);
      setDrawn({ state: 'ready', file: new File([blob], name, { type: 'image/png' }), url });
    });
    return () => {
      isActive = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [key]);
  return drawn;
}

/**
 * The shareable PnL card: drawn with the 2D canvas API to a PNG, shown as an image, downloadable, and shared as a
 * file where the device supports the Web Share API with files.
 */
export function ShareCardView({
  card,
  appName,
  priceDecimals,
}: {
  card: ShareCard;
  appName: string;
  /** The decimals its prices show (`Accuracy.priceDecimals`). */
  priceDecimals: number;
}) {
  const { t, i18n } = useTranslation();
  const side = `${t(sideKey(card.direction))} ${t('contract.ticket.leverageValue', { value: card.leverage })}`;
  const texts: ShareCardTexts = {
    appName,
    date: formatDateTime(card.time, i18n.language),
    symbol: card.symbol,
    side,
    roeLabel: t('contract.share.roe'),
    roe: formatRoe(card.roe),
    pnlLabel: t('contract.share.pnl'),
    pnl: formatSignedUsdt(card.pnl),
    entryLabel: t('contract.share.entry'),
    entry: formatQuotePrice(card.entryPrice, priceDecimals),
    exitLabel: card.isClosed ? t('contract.share.exit') : t('contract.share.mark'),
    exit: formatQuotePrice(card.exitPrice, priceDecimals),
  };
  const fileName = `${card.symbol}-${card.time}.png`;
  const drawn = useShareImage(texts, card, fileName);
  if (drawn.state === 'drawing') return <LoadingState label={t('contract.share.drawing')} />;
  if (drawn.state === 'failed') return <ErrorState message={t('contract.share.failed')} />;
  const files = [drawn.file];
  const canShare = typeof navigator.canShare === 'function' && navigator.canShare({ files });
  const share = () =>
    void navigator.share({ files, title: appName }).catch((error: unknown) => {
      // Closing the share sheet is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        notify.error(t('contract.share.failed'));
    });
  return (
    <div className="flex flex-col items-center gap-4">
      <img
        src={drawn.url}
        alt={t('contract.share.imageAlt', {
          symbol: card.symbol,
          side: t(sideKey(card.direction)),
          leverage: card.leverage,
          roe: texts.roe,
        })}
        className="w-full max-w-sm rounded-2xl shadow-lg"
      />
      <div className="flex w-full max-w-sm flex-col gap-2">
        <a href={drawn.url} download={fileName} className={buttonClasses('primary', true)}>
          {t('contract.share.download')}
        </a>
        {canShare ? (
          <Button variant="secondary" isFullWidth onClick={share}>
            {t('contract.share.share')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
