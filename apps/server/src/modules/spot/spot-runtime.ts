import type { AppContext } from '../../platform/context';
import { RuntimeSlot } from '../../platform/modules/index';
import type { SpotFeeBook } from './spot-fees';
import type { SpotMatcher } from './matcher/spot-matcher';

/** What one app instance keeps for spot trading: the fee table, and the matcher when this instance may lead. */
export interface SpotRuntime {
  fees: SpotFeeBook;
  /** Null when RISK_ENGINE_ENABLED is off on this instance (the trading engines run elsewhere). */
  matcher: SpotMatcher | null;
}

export const SPOT_RUNTIME = new RuntimeSlot<SpotRuntime>('spot.runtime');

export const spotRuntimeOf = (context: AppContext): SpotRuntime => context.modules.get(SPOT_RUNTIME);
