import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@exchange/ui/button';
import type { Channel } from '@exchange/contracts/http/wallet/channels';
import { coinAmount } from '../utils/amount';
import { rechargeConfirmationRoute } from '../utils/deposit-routes';
import { CopyValue } from './copy-value';
import { Notice } from './notice';

/** The details a bank-card channel lists, in the order a transfer form asks for them. */
const ACCOUNT_FIELDS = ['bankName', 'accountName', 'accountNumber', 'iban', 'branch', 'swift'] as const;
type AccountField = (typeof ACCOUNT_FIELDS)[number];

const isAccountField = (key: string): key is AccountField =>
  (ACCOUNT_FIELDS as readonly string[]).includes(key);

/**
 * The operator's receiving account of a bank-card channel, every value copyable, and the reference (the user's
 * id) that matches the transfer to this account. Details the app does not know are shown under their own name.
 */
export function ReceivingAccount({ channel, reference }: { channel: Channel; reference: string | null }) {
  const { t } = useTranslation();
  const known = ACCOUNT_FIELDS.filter((field) => channel.details[field]);
  const others = Object.keys(channel.details).filter((key) => !isAccountField(key) && channel.details[key]);
  return (
    <div className="flex flex-col gap-4">
      <section className="divide-y divide-border rounded-2xl bg-surface-raised px-4">
        {known.map((field) => (
          <CopyValue
            key={field}
            label={t(`deposit.bankAccount.fields.${field}`)}
            value={channel.details[field] ?? ''}
            isCode={field === 'accountNumber' || field === 'iban' || field === 'swift'}
          />
        ))}
        {others.map((key) => (
          <CopyValue key={key} label={key} value={channel.details[key] ?? ''} />
        ))}
        {reference ? (
          <CopyValue label={t('deposit.bankAccount.reference')} value={reference} isCode isEmphasized />
        ) : null}
      </section>
      <Notice tone="warning">
        <span>{t('deposit.bankAccount.referenceWarning')}</span>
        <span>
          {t('deposit.bankAccount.limits', {
            min: coinAmount(channel.minAmount),
            max: coinAmount(channel.maxAmount),
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
