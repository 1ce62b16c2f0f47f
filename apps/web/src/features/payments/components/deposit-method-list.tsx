import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronEndIcon } from '@/components/ui/icons';
import { EmptyState } from '@exchange/ui/query-state';
import type { Channel } from '@exchange/contracts/http/wallet/channels';
import { lowestAmount, coinAmount } from '../utils/amount';
import { methodNameOf } from '../utils/channel-method';
import { DEPOSIT_METHOD_ORDER, depositMethodRoute } from '../utils/deposit-routes';

interface DepositMethodListProps {
  coin: string;
  groups: readonly { methodType: number; channels: readonly Channel[] }[];
}

const rowClasses =
  'flex min-h-16 w-full items-center gap-3 px-4 py-3 text-start transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand';

/** The ways a coin can be deposited, each leading to its own screen; one not offered here yet is shown disabled. */
export function DepositMethodList({ coin, groups }: DepositMethodListProps) {
  const { t } = useTranslation();
  const available = DEPOSIT_METHOD_ORDER.flatMap((methodType) => {
    const group = groups.find((entry) => entry.methodType === methodType && entry.channels.length > 0);
    const name = methodNameOf(methodType);
    return group && name ? [{ methodType, name, channels: group.channels }] : [];
  });
  if (available.length === 0) return <EmptyState message={t('deposit.topUp.noMethods', { coin })} />;

  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-sm font-medium">{t('deposit.topUp.method')}</h2>
      <ul className="divide-y divide-border overflow-hidden rounded-2xl bg-surface-raised">
        {available.map(({ methodType, name, channels }) => {
          const to = depositMethodRoute(methodType, coin);
          const minimum = lowestAmount(channels.map((channel) => channel.minAmount));
          const content = (
            <>
              <span className="flex flex-1 flex-col gap-0.5">
                <span className="text-sm font-medium">{t(`deposit.methods.${name}`)}</span>
                <span className="text-xs text-muted">
                  {to
                    ? t('deposit.topUp.minimum', { amount: coinAmount(minimum), coin })
                    : t('deposit.topUp.unavailable')}
                </span>
              </span>
              {to ? <ChevronEndIcon className="text-muted" /> : null}
            </>
          );
          return (
            <li key={methodType}>
              {to ? (
                <Link to={to} className={`${rowClasses} hover:bg-surface-sunken`}>
                  {content}
                </Link>
              ) : (
                <div aria-disabled="true" className={`${rowClasses} opacity-60`}>
                  {content}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
