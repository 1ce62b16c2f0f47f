import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { OrdersFilter } from '@/features/contract/components/orders-filter';
import { OrdersList } from '@/features/contract/components/orders-list';
import { requestedSymbol } from '@/features/contract/hooks/use-contract-screen';
import type { ContractOrderScope } from '@/features/contract/utils/contract-types';

/** `?scope=open|history` (history unless open is asked for). */
function scopeOf(search: URLSearchParams): ContractOrderScope {
  return search.get('scope') === 'open' ? 'open' : 'history';
}

/**
 * `/order?scope=history&symbol=BTCUSDT`: the caller's contract orders, open (with cancel) or history (paged as it
 * scrolls), of every perpetual or one; each opens its detail. The filter lives in the address, so back keeps it.
 */
export function Component() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const scope = scopeOf(search);
  const symbol = requestedSymbol(search) ?? '';
  return (
    <Page title={t('contract.order.title')} backTo={paths.contract.path} width="wide">
      <OrdersFilter
        scope={scope}
        symbol={symbol}
        onChange={(next) =>
          setSearch(next.symbol ? { scope: next.scope, symbol: next.symbol } : { scope: next.scope }, {
            replace: true,
          })
        }
      />
      <section className="rounded-2xl bg-surface-raised px-4">
        <OrdersList key={`${scope}:${symbol}`} scope={scope} symbol={symbol} />
      </section>
    </Page>
  );
}
