export {
  AI_KIND_DCA,
  AI_KIND_GRID,
  aiEarlyExitFeeOf,
  aiManagementFeeOf,
  dcaSliceQuote,
  dcaSlicesDue,
  emptyGridState,
  gridCellQuote,
  gridDecide,
  gridLineCrossed,
  gridLines,
  gridProfitPerGrid,
  markedValue,
} from './ai-strategy';
export type { AiKind, DcaParams, GridAction, GridParams, GridState } from './ai-strategy';
export { runBacktest } from './ai-backtest';
export type { BacktestCandle, BacktestInput, BacktestResult } from './ai-backtest';
