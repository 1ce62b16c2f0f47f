import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SelectField } from '@exchange/ui/select-field';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { paths } from '@/config/paths';
import { usePreferencesStore } from '@/data/preferences/preferences-store';
import { notify } from '@/lib/notify';
import { useIsSignedIn } from '@/lib/token-store';
import type { TakerSide } from '../api/c2c-queries';
import { assetParam, c2cOrderHref, pickFiat } from '../utils/c2c-links';
import { C2C_ASSETS } from '../utils/c2c-rules';
import { C2cAdList } from './c2c-ad-list';
import { C2cOrderSheet } from './c2c-order-sheet';

/**
 * `/c2c/buy`: the C2C market as a taker sees it. Buy lists merchants' sell ads, Sell their buy ads, for one coin and
 * one fiat (`?side=`, `?coin=`, `?fiat=`, so the deposit screen can link to a coin). Anyone may browse; taking an ad
 * needs a session, so a visitor is sent to log in and comes back here.
 */
export function C2cMarketScreen({ fiats }: { fiats: readonly string[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const isSignedIn = useIsSignedIn();
  const [params, setParams] = useSearchParams();
  const preferred = usePreferencesStore((state) => state.displayCurrency.exchange);
  const side: TakerSide = params.get('side') === 'sell' ? 'sell' : 'buy';
  const asset = assetParam(params.get('coin'));
  const fiat = pickFiat(params.get('fiat'), fiats, preferred);
  const [takingId, setTakingId] = useState<number | null>(null);
  const update = (changes: Record<string, string>) =>
    setParams({ side, coin: asset, fiat, ...changes }, { replace: true });
  const fiatOptions = (fiats.includes(fiat) ? fiats : [fiat, ...fiats]).map((code) => ({
    value: code,
    label: code,
  }));
  return (
    <div className="flex flex-col gap-4">
      <SegmentedControl<TakerSide>
        label={t('c2c.market.sideLabel')}
        value={side}
        onChange={(next) => update({ side: next })}
        options={[
          { value: 'buy', label: t('c2c.market.buy') },
          { value: 'sell', label: t('c2c.market.sell') },
        ]}
      />
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <SelectField
          label={t('c2c.market.coin')}
          value={asset}
          onChange={(event) => update({ coin: event.target.value })}
          options={C2C_ASSETS.map((code) => ({ value: code, label: code }))}
        />
        <SelectField
          label={t('c2c.market.fiat')}
          value={fiat}
          onChange={(event) => update({ fiat: event.target.value })}
          options={fiatOptions}
        />
      </div>
      <p className="text-sm text-muted">
        {t(side === 'buy' ? 'c2c.market.buyIntro' : 'c2c.market.sellIntro', { asset, fiat })}
      </p>
      <C2cAdList
        side={side}
        asset={asset}
        fiat={fiat}
        onTake={(ad) =>
          isSignedIn
            ? setTakingId(ad.id)
            : void navigate(paths.login.path, { state: { from: `${location.pathname}${location.search}` } })
        }
      >
        {(ads) => {
          const taking = ads.find((ad) => ad.id === takingId);
          return taking ? (
            <C2cOrderSheet
              ad={taking}
              side={side}
              onClose={() => setTakingId(null)}
              onOpened={(order) => {
                setTakingId(null);
                notify.success(t('c2c.take.opened', { no: order.no }));
                void navigate(c2cOrderHref(order.id));
              }}
            />
          ) : null;
        }}
      </C2cAdList>
    </div>
  );
}
