import { useTranslation } from 'react-i18next';
import { ActionDialog } from '@/components/ui/action-dialog';
import { notify } from '@/lib/notify';
import { instrumentTypeLabel } from './market-labels';
import { useSetListed } from './market-queries';
import type { Instrument } from './market-queries';

/** Lists or unlists one instrument, saying what the app's users see change; its history survives either way. */
export function ListingDialog({ instrument, onClose }: { instrument: Instrument; onClose: () => void }) {
  const { t } = useTranslation();
  const setListed = useSetListed();
  const isUnlisting = instrument.isListed;
  const subject = { symbol: instrument.symbol, type: instrumentTypeLabel(instrument.type) };
  const submit = () =>
    setListed.mutate(
      { id: instrument.id, isListed: !isUnlisting },
      {
        onSuccess: () => {
          notify.success(t(isUnlisting ? 'markets.unlistDone' : 'markets.listDone', subject));
          onClose();
        },
      },
    );
  return (
    <ActionDialog
      title={t(isUnlisting ? 'markets.unlistTitle' : 'markets.listTitle', subject)}
      summary={t(isUnlisting ? 'markets.unlistSummary' : 'markets.listSummary', subject)}
      confirmLabel={t(isUnlisting ? 'markets.unlist' : 'markets.list')}
      confirmVariant={isUnlisting ? 'danger' : 'primary'}
      isPending={setListed.isPending}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
