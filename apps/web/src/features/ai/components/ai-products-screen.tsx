import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@exchange/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { paths } from '@/config/paths';
import { useAiProducts } from '../api/ai-queries';
import { AiProductCard } from './ai-product-card';

/** `/mine/aItrade`: the strategies on offer, each with its rules and backtest; a link to the caller's orders. */
export function AiProductsScreen() {
  const { t } = useTranslation();
  const products = useAiProducts();
  const list = products.data?.list ?? [];
  let content;
  if (products.isPending) content = <LoadingState />;
  else if (products.isError) content = <ErrorState onRetry={() => void products.refetch()} />;
  else if (list.length === 0) content = <EmptyState message={t('ai.products.empty')} />;
  else
    content = (
      <ul aria-label={t('ai.products.label')} className="grid gap-4 lg:grid-cols-2">
        {list.map((product) => (
          <li key={product.id}>
            <AiProductCard product={product} />
          </li>
        ))}
      </ul>
    );
  return (
    <div className="flex flex-col gap-4 px-4 pb-8 sm:px-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted">{t('ai.products.intro')}</p>
        <Link to={paths.mineAiOrder.path} className={buttonClasses('secondary')}>
          {t('ai.orders.title')}
        </Link>
      </div>
      {content}
    </div>
  );
}
