import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { AiBuyScreen } from '@/features/ai/components/ai-buy-screen';

/** `/funds/buyai?id=`: start an AI order on the rules shown, after agreeing to them. */
export function Component() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  return (
    <Page title={t('ai.buy.title')} backTo={paths.mineAiTrade.path} width="wide">
      <AiBuyScreen productId={/^\d{1,15}$/.test(id) ? Number(id) : null} />
    </Page>
  );
}
