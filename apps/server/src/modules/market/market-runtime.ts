import type { AppContext } from '../../platform/context';
import { InstrumentCatalogue } from './instrument-catalogue';
import { MemoryQuoteBook } from './quote-lookup';

/** What one app instance keeps in memory for the market: its instrument catalogue and its quote book. */
export interface MarketRuntime {
  catalogue: InstrumentCatalogue;
  quotes: MemoryQuoteBook;
}

// Keyed by the app's context so operations that receive only the context (the back office's listing switch)
// can refresh this instance's catalogue before they return. A closed app's entry goes with its context.
const runtimes = new WeakMap<AppContext, MarketRuntime>();

/** Loads the catalogue and subscribes it to changes; call once per app instance. */
export const startMarketRuntime = async (context: AppContext): Promise<MarketRuntime> => {
  const runtime: MarketRuntime = {
    catalogue: new InstrumentCatalogue(context),
    quotes: new MemoryQuoteBook(),
  };
  await runtime.catalogue.start();
  runtimes.set(context, runtime);
  return runtime;
};

export const stopMarketRuntime = async (context: AppContext) => {
  await runtimes.get(context)?.catalogue.stop();
  runtimes.delete(context);
};

/** This instance's runtime, or undefined when the market routes were not registered on it. */
export const marketRuntimeOf = (context: AppContext): MarketRuntime | undefined => runtimes.get(context);
