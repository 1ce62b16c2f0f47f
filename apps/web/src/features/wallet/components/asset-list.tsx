import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { EmptyState } from '@exchange/ui/query-state';
import { SearchField, matchesSearch } from '@/components/ui/search-field';
import { SwitchRow } from '@/components/ui/switch-row';
import type { SpotAsset } from '@/data/assets/get-funds-overview';
import { useAssetFilterStore } from '../stores/asset-filter-store';
import { isZeroAmount } from '../utils/amounts';
import { useAmountDisplay } from './amount-display';
import { CoinBadge } from './coin-badge';

/** Where an asset row leads: the coin's detail in that wallet. */
export function currencyHref(coin: string, wallet: string): string {
  return `${paths.fundsCurrency.path}?${new URLSearchParams({ coin, wallet }).toString()}`;
}

/** The spot wallet's assets with a search box and a "hide zero balances" switch. */
export function AssetList({ assets }: { assets: readonly SpotAsset[] }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const isHidingZero = useAssetFilterStore((state) => state.isHidingZero);
  const setHidingZero = useAssetFilterStore((state) => state.setHidingZero);
  const visible = assets.filter(
    (asset) => matchesSearch(deferredQuery, asset.coin) && !(isHidingZero && isZeroAmount(asset.total)),
  );
  return (
    <section aria-labelledby="assets-title" className="flex flex-col gap-2">
      <h2 id="assets-title" className="px-1 text-sm font-semibold">
        {t('funds.assets.title')}
      </h2>
      <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-4">
        <div className="sm:flex-1">
          <SearchField label={t('funds.assets.search')} value={query} onChange={setQuery} />
        </div>
        <div className="-mx-4 sm:mx-0">
          <SwitchRow label={t('funds.assets.hideZero')} isOn={isHidingZero} onChange={setHidingZero} />
        </div>
      </div>
      {visible.length === 0 ? (
        <EmptyState message={t('funds.assets.empty')} />
      ) : (
        <div className="overflow-hidden rounded-2xl bg-surface-raised">
          <div
            aria-hidden="true"
            className="hidden grid-cols-4 gap-2 px-4 py-2 text-xs text-muted sm:grid [&>*:not(:first-child)]:text-end"
          >
            <span>{t('funds.assets.coin')}</span>
            <span>{t('funds.available')}</span>
            <span>{t('funds.frozen')}</span>
            <span>{t('funds.assets.value')}</span>
          </div>
          <ul aria-label={t('funds.assets.title')} className="divide-y divide-border">
            {visible.map((asset) => (
              <AssetRow key={asset.coin} asset={asset} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function AssetRow({ asset }: { asset: SpotAsset }) {
  const { t } = useTranslation();
  const display = useAmountDisplay();
  return (
    <li data-coin={asset.coin}>
      <Link
        to={currencyHref(asset.coin, asset.wallet)}
        className="grid grid-cols-2 items-center gap-x-2 gap-y-1 px-4 py-3 hover:bg-surface-sunken focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand sm:grid-cols-4"
      >
        <span className="flex items-center gap-3">
          <CoinBadge coin={asset.coin} />
          <span className="font-semibold">{asset.coin}</span>
        </span>
        <span className="flex flex-col text-end sm:order-last">
          <span dir="ltr" data-testid="asset-value" className="tabular-nums">
            {asset.priceStatus === 0 ? t('funds.assets.noPrice') : display.value(asset.valueUsdt)}
          </span>
          <span dir="ltr" className="text-xs text-muted tabular-nums sm:hidden">
            {display.coin(asset.total)}
          </span>
        </span>
        <Figure label={t('funds.available')} value={display.coin(asset.available)} testId="asset-available" />
        <Figure label={t('funds.frozen')} value={display.coin(asset.frozen)} testId="asset-frozen" />
      </Link>
    </li>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <span className="flex items-baseline justify-between gap-2 text-xs sm:block sm:text-end sm:text-sm">
      <span className="text-muted sm:sr-only">{label}</span>
      <span dir="ltr" data-testid={testId} className="tabular-nums">
        {value}
      </span>
    </span>
  );
}
