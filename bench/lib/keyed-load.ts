import autocannon from 'autocannon';

/**
 * Load for money calls, which need a fresh `Idempotency-Key` on every request and are spread over many members
 * (one member's orders queue on that member's row lock). Runs autocannon's API in a child process
 * (keyed-load-child.ts) so the load generator never shares the server's event loop.
 *
 * Every request is rebuilt by `setupRequest`: the next member's token round-robin and a key unique to this process.
 * autocannon shares the one request object between all connections and rebuilds it in place, so the function
 * returns a new object with new headers each time instead of mutating what it is given.
 */
export interface LoadPlan {
  url: string;
  tokens: string[];
  /** JSON body sent with every request. */
  body: string;
  /** Prefix of each Idempotency-Key: unique per run, e.g. `bench-pglite-3`. */
  keyPrefix: string;
  connections: number;
  durationSeconds: number;
  /** Requests per second in all (autocannon `overallRate`); unset: as fast as the connections go. */
  rate?: number;
}

export interface LoadRun {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  responses: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** The first non-2xx answer (status and the start of its body), to say why. */
  firstFailure: string | null;
  /** The rate asked for (null: closed loop). */
  requested: number | null;
}

/**
 * autocannon's rate limit lets each connection send its per-second quota back to back and then wait for the next
 * second, with every connection's second starting together: one burst a second. A rated run is therefore split
 * into STAGGERED instances started 1/STAGGERED s apart, so the bursts are ten smaller ones spread over the second.
 */
const STAGGERED = 10;

let sequence = 0;

const percentile = (sorted: Float64Array, fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One autocannon instance; every response's latency and status go to `record`. Its requests/s is what it answered
 * over the time it really ran (autocannon stops its clients at the first sample tick after `duration`, up to a
 * second later, and a rated client may start one more second's quota in that time).
 */
const runInstance = (
  plan: LoadPlan,
  options: { connections: number; rate: number | undefined },
  record: (status: number, latencyMs: number) => void,
  onFailure: (status: number, body: string) => void,
) =>
  new Promise<{ errors: number; requestsPerSecond: number }>((resolve, reject) => {
    let responses = 0;
    const url = new URL(plan.url);
    const instance = autocannon(
      {
        url: url.origin,
        connections: options.connections,
        duration: plan.durationSeconds,
        ...(options.rate ? { overallRate: options.rate } : {}),
        requests: [
          {
            method: 'POST',
            path: url.pathname,
            setupRequest: (request) => {
              const index = sequence++;
              return {
                ...request,
                headers: {
                  ...request.headers,
                  'content-type': 'application/json',
                  usertype: 'main',
                  authorization: `Bearer ${plan.tokens[index % plan.tokens.length]}`,
                  'idempotency-key': `${plan.keyPrefix}-${index}`,
                },
                body: plan.body,
              };
            },
            onResponse: (status, body) => {
              if (status < 200 || status >= 300) onFailure(status, body);
            },
          },
        ],
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({ errors: result.errors, requestsPerSecond: responses / result.duration }),
    );
    instance.on('response', (_client, status, _bytes, latencyMs) => {
      responses += 1;
      record(status, latencyMs);
    });
  });

/** In the child: one closed-loop instance, or STAGGERED rated ones; latencies merged exactly. */
export const runKeyedLoad = async (plan: LoadPlan): Promise<LoadRun> => {
  const latencies: number[] = [];
  let non2xx = 0;
  let firstFailure: string | null = null;
  const record = (status: number, latencyMs: number) => {
    latencies.push(latencyMs);
    if (status < 200 || status >= 300) non2xx += 1;
  };
  const onFailure = (status: number, body: string) => {
    firstFailure ??= `${status} ${body.slice(0, 300)}`;
  };
  const instances = plan.rate ? Math.min(STAGGERED, plan.rate) : 1;
  const share = (total: number, index: number) =>
    Math.floor(total / instances) + (index < total % instances ? 1 : 0);
  const results = await Promise.all(
    Array.from({ length: instances }, async (_, index) => {
      await sleep((index * 1000) / instances);
      const connections = Math.max(1, share(plan.connections, index));
      const rate = plan.rate ? share(plan.rate, index) : undefined;
      return runInstance(plan, { connections, rate }, record, onFailure);
    }),
  );
  const sorted = Float64Array.from(latencies).sort();
  return {
    requestsPerSecond: results.reduce((total, result) => total + result.requestsPerSecond, 0),
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: percentile(sorted, 1),
    responses: latencies.length,
    non2xx,
    errors: results.reduce((total, result) => total + result.errors, 0),
    firstFailure,
    requested: plan.rate ?? null,
  };
};
