export { createMarketModule } from './market-module';
export { marketRuntimeOf, type MarketRuntime } from './market-state';
export { seedInstruments, INSTRUMENT_SEED_HASH_SETTING } from './seed-instruments';
export { announceInstrumentChange, setInstrumentListed } from './set-instrument-listed';
export { INSTRUMENTS_CHANGED_CHANNEL, type Instrument } from './instrument-catalogue';
export type { Quote, QuoteLookup } from './quote-lookup';
export { isWithinTradingHours } from './trading-hours';
export { assetPriceUsdt, listedSpotAssets, VALUATION_ASSET, type AssetPrice } from './asset-prices';
export {
  contractPriceOf,
  findListedInstrument,
  listedInstruments,
  type ContractPrice,
} from './contract-prices';
export { lockInstrument, readAdminInstrument } from './admin/admin-instruments';
export { LEADERSHIP_REPORTS, type LeadershipReport } from './admin/leadership';
