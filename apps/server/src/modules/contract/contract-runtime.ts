import type { AppContext } from '../../platform/context';
import { fail } from '../../platform/errors';
import { RuntimeSlot } from '../../platform/modules/index';
import type { RiskEngine } from '../../engines/risk/risk-engine';
import { contractPriceOf, type ContractPrice } from '../market/index';
import type { ContractSpecBook } from './contract-specs';
import { type ContractSpec } from './contract-specs';
import type { ValuationSources } from './account-valuation';

/** What one app instance keeps for contract trading: the specs, and the risk engine when this instance may lead. */
export interface ContractRuntime {
  specs: ContractSpecBook;
  /** Null when RISK_ENGINE_ENABLED is off on this instance. */
  engine: RiskEngine | null;
}

/** This instance's contract runtime, provided by the contract module's init. */
export const CONTRACT_RUNTIME = new RuntimeSlot<ContractRuntime>('contract.runtime');

export const contractRuntimeOf = (context: AppContext): ContractRuntime =>
  context.modules.get(CONTRACT_RUNTIME);

export const specsOf = (context: AppContext) => contractRuntimeOf(context).specs;

/** Where valuations read prices and rules: the market's live quotes and this instance's spec book. */
export const valuationSources = (context: AppContext): ValuationSources => {
  const specs = specsOf(context);
  return {
    priceOf: (symbol) => contractPriceOf(context, symbol),
    specOf: (instrumentId) => specs.byInstrumentId(instrumentId),
  };
};

/** The perpetual's prices if they are live, else null (bulk calls skip such positions and name them). */
export const livePriceOf = (context: AppContext, spec: ContractSpec): ContractPrice | null => {
  const price = contractPriceOf(context, spec.symbol);
  return price?.isLive ? price : null;
};

/** The perpetual's live prices, or PRICE_UNAVAILABLE naming `field`: nothing fills on a stale or missing price. */
export const requireLivePrice = (context: AppContext, spec: ContractSpec, field = 'symbol'): ContractPrice =>
  livePriceOf(context, spec) ?? fail('PRICE_UNAVAILABLE', { field });
