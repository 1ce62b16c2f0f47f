import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@exchange/ui/button';
import { DetailList } from '@exchange/ui/detail-list';
import type { Channel } from '@exchange/contracts/http/wallet/channels';
import { coinAmount } from '../utils/amount';
import { rechargeConfirmationRoute } from '../utils/deposit-routes';
import { CopyValue } from './copy-value';
import { Notice } from './notice';
import { QrCode } from './qr-code';

interface DepositAddress {
  coin: string;
  chain: string;
  address: string;
  memo: string;
  isMemoRequired: boolean;
}

/**
 * Where to send a crypto deposit: the caller's address (and, on XRP, the destination tag) as QR codes and copyable
 * text, the channel's minimum, the warnings that protect the money, and the "I have paid" step.
 */
export function DepositAddressPanel({ channel, address }: { channel: Channel; address: DepositAddress }) {
  const { t } = useTranslation();
  const hasMemo = address.isMemoRequired && address.memo !== '';
  const addressLabel = t('deposit.address.address');
  const tagLabel = t('deposit.address.tag');
  return (
    <div className="flex flex-col gap-4">
      {hasMemo ? (
        <Notice tone="warning">
          <strong>{t('deposit.address.tagWarningTitle')}</strong>
          <span>{t('deposit.address.tagWarning', { tag: address.memo })}</span>
        </Notice>
      ) : null}
      <section className="flex flex-col gap-3 rounded-2xl bg-surface-raised p-4">
        <QrCode value={address.address} label={t('deposit.address.qrLabel', { field: addressLabel })} />
        <CopyValue label={addressLabel} value={address.address} isCode />
      </section>
      {hasMemo ? (
        <section className="flex flex-col gap-3 rounded-2xl bg-surface-raised p-4">
          <QrCode value={address.memo} label={t('deposit.address.qrLabel', { field: tagLabel })} size={128} />
          <CopyValue label={tagLabel} value={address.memo} isCode isEmphasized />
        </section>
      ) : null}
      <section className="rounded-2xl bg-surface-raised px-4 py-1">
        <DetailList
          items={[
            { label: t('deposit.address.network'), value: channel.chain },
            {
              label: t('deposit.address.minimum'),
              value: `${coinAmount(channel.minAmount)} ${channel.coin}`,
              isLtr: true,
            },
          ]}
        />
      </section>
      <Notice tone="warning">
        <span>{t('deposit.address.chainWarning', { coin: channel.coin, chain: channel.chain })}</span>
        <span>
          {t('deposit.address.minimumWarning', {
            amount: coinAmount(channel.minAmount),
            coin: channel.coin,
          })}
        </span>
      </Notice>
      <Link to={rechargeConfirmationRoute(channel.id)} className={buttonClasses('primary', true)}>
        {t('deposit.address.paid')}
      </Link>
    </div>
  );
}
