export { createFastContractModule } from './fast-contract-module';
export { fastContractRuntimeOf } from './fast-contract-runtime';
export {
  CLOSE_PRICE_WINDOW_MS,
  FAST_CONTRACT_BUY_BUSINESS_TYPE,
  FAST_CONTRACT_SETTLE_BUSINESS_TYPE,
  SETTLE_GRACE_MS,
} from './fast-contract-rules';
