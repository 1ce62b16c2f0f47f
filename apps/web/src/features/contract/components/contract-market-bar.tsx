import { useState } from 'react';
import type { Perpetual } from '../utils/contract-types';
import type { QuoteView } from '../utils/price-state';
import { ContractHeader } from './contract-header';
import { PerpetualPicker } from './perpetual-picker';

/** The header of a contract screen with its perpetual picker. */
export function ContractMarketBar({
  perpetual,
  quote,
  onChoose,
}: {
  perpetual: Perpetual;
  quote: QuoteView;
  onChoose: (symbol: string) => void;
}) {
  const [isPicking, setIsPicking] = useState(false);
  return (
    <>
      <ContractHeader perpetual={perpetual} quote={quote} onSwitch={() => setIsPicking(true)} />
      {isPicking ? (
        <PerpetualPicker symbol={perpetual.symbol} onChoose={onChoose} onClose={() => setIsPicking(false)} />
      ) : null}
    </>
  );
}
