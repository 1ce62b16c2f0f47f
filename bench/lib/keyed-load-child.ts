import { serveRequests } from './child-rpc';
import { runKeyedLoad, type LoadPlan } from './keyed-load';

/** Child process of the money-call load (keyed-load.ts): one run per request, on its own core. */
serveRequests({
  run: (args) => runKeyedLoad(args as LoadPlan),
});
