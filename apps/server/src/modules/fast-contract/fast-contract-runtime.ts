import type { AppContext } from '../../platform/context';
import { RuntimeSlot } from '../../platform/modules/index';
import type { PriceRecorder } from './price-recorder';

/** What one app instance keeps for fast contracts: the per-second price recorder (it writes only on the leader). */
export interface FastContractRuntime {
  recorder: PriceRecorder;
}

export const FAST_CONTRACT_RUNTIME = new RuntimeSlot<FastContractRuntime>('fast-contract.runtime');

export const fastContractRuntimeOf = (context: AppContext): FastContractRuntime =>
  context.modules.get(FAST_CONTRACT_RUNTIME);
