import { serveRequests } from './child-rpc';
import { measureSpotSweep } from './spot-sweep';

/** Child process of the spot sweep benchmark (spot-sweep.ts): one measurement per fresh process. */
serveRequests({ sweep: (args) => measureSpotSweep((args as { orders: number }).orders) });
