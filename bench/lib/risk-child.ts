import { serveRequests } from './child-rpc';
import { measureSweeps } from './liquidation-sweep';
import { measureRiskLag } from './risk-lag';

/** Child process of the risk benchmarks (liquidation-sweep.ts, risk-lag.ts): one measurement per fresh process. */
serveRequests({
  sweep: (args) => measureSweeps((args as { sizes: number[] }).sizes),
  lag: (args) => measureRiskLag((args as { positions: number }).positions),
});
