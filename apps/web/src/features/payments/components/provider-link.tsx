import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@exchange/ui/button';
import type { Channel } from '@exchange/contracts/http/wallet/channels';
import { coinAmount } from '../utils/amount';
import { rechargeConfirmationRoute } from '../utils/deposit-routes';
import { safeProviderUrl } from '../utils/provider-url';
import { Notice } from './notice';
import { ExternalLinkIcon } from './payment-icons';

/** A third-party channel: the provider's payment page in a new tab, then "I have paid" to report it. */
export function ProviderLink({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const url = safeProviderUrl(channel.details.url);
  const provider = channel.details.provider ?? channel.name;
  return (
    <div className="flex flex-col gap-4">
      <section className="flex flex-col gap-3 rounded-2xl bg-surface-raised p-4">
        <h2 className="text-base font-semibold">{provider}</h2>
        <p className="text-sm text-muted">
          {t('deposit.thirdParty.limits', {
            min: coinAmount(channel.minAmount),
            max: coinAmount(channel.maxAmount),
            coin: channel.coin,
          })}
        </p>
        {url ? (
          <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary', true)}>
            {t('deposit.thirdParty.open', { provider })}
            <ExternalLinkIcon />
          </a>
        ) : (
          <Notice tone="warning">{t('deposit.thirdParty.noLink')}</Notice>
        )}
      </section>
      <Notice>{t('deposit.thirdParty.steps')}</Notice>
      <Link to={rechargeConfirmationRoute(channel.id)} className={buttonClasses('secondary', true)}>
        {t('deposit.address.paid')}
      </Link>
    </div>
  );
}
