import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { ContractMarketBar } from '@/features/contract/components/contract-market-bar';
import { ContractScreenState } from '@/features/contract/components/contract-screen-state';
import { ORDER_TICKET_PENDING_CLASS, OrderTicket } from '@/features/contract/components/order-ticket';
import { SpecGate } from '@/features/contract/components/spec-gate';
import { TradingPanels } from '@/features/contract/components/trading-panels';
import { useContractQuote } from '@/features/contract/hooks/use-contract-market';
import { useContractScreen } from '@/features/contract/hooks/use-contract-screen';
import type { Perpetual } from '@/features/contract/utils/contract-types';
import { useIsSignedIn } from '@/lib/token-store';

/**
 * `/transaction?symbol=BTCUSDT` (the trade tab): the contract order ticket with the current perpetual's position
 * and open orders beside it (below it on a phone).
 */
export function Component() {
  const { t } = useTranslation();
  const screen = useContractScreen();
  return (
    <Page title={t('contract.tradeTitle')} width="wide">
      {screen.perpetual && !screen.isUnknown ? (
        <TradeWorkspace perpetual={screen.perpetual} onChoose={screen.choose} />
      ) : (
        <ContractScreenState screen={screen} />
      )}
    </Page>
  );
}

function TradeWorkspace({
  perpetual,
  onChoose,
}: {
  perpetual: Perpetual;
  onChoose: (symbol: string) => void;
}) {
  const isSignedIn = useIsSignedIn();
  const quote = useContractQuote(perpetual);
  return (
    <>
      <ContractMarketBar perpetual={perpetual} quote={quote} onChoose={onChoose} />
      <div className="flex flex-col gap-4 sm:grid sm:grid-cols-[22rem_minmax(0,1fr)] sm:items-start">
        <section className="rounded-2xl bg-surface-raised p-4">
          <SpecGate symbol={perpetual.symbol} pendingClassName={ORDER_TICKET_PENDING_CLASS}>
            {(spec) => <OrderTicket key={spec.symbol} spec={spec} quote={quote} isSignedIn={isSignedIn} />}
          </SpecGate>
        </section>
        <TradingPanels isSignedIn={isSignedIn} symbol={perpetual.symbol} />
      </div>
    </>
  );
}
