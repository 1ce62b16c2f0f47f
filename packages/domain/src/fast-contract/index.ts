export {
  FAST_DOWN,
  FAST_UP,
  fastContractExposureAfter,
  fastContractHouseEdge,
  fastContractLossIfWrong,
  fastContractOutcome,
  fastContractPayoutIfWon,
  fastContractPayoutOf,
  fastContractProfitIfWon,
  fastContractProfitOf,
} from './fast-contract-math';
export type { FastContractOutcome, FastContractSide } from './fast-contract-math';
