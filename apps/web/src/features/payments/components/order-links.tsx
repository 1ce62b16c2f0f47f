import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { buttonClasses } from '@exchange/ui/button';

/** The way on from a deposit's or withdrawal's page: the order history, or back to the wallet. */
export function OrderLinks({ historyLabel }: { historyLabel: string }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <Link to={paths.fundsOrderHistory.path} className={buttonClasses('secondary', true)}>
        {historyLabel}
      </Link>
      <Link to={paths.funds.path} className={buttonClasses('primary', true)}>
        {t('deposit.order.backToWallet')}
      </Link>
    </div>
  );
}
