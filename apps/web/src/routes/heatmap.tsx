import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { HeatmapPanel } from '@/features/market/components/heatmap-panel';

/** /heatmap: every instrument of a type as a tile sized by 24 h turnover and coloured by its change. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('heatmap.title')} backTo={paths.market.path} width="wide">
      <HeatmapPanel />
    </Page>
  );
}
