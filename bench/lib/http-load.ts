import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  latencyP99Ms: number;
  errors: number;
  non2xx: number;
}

/** Drives one URL with autocannon for a fixed time; loopback only. */
export const load = async (
  url: string,
  options: { headers?: Record<string, string>; durationSeconds: number; connections: number },
): Promise<LoadResult> => {
  const result = await autocannon({
    url,
    headers: options.headers,
    duration: options.durationSeconds,
    connections: options.connections,
    pipelining: 1,
  });
  return {
    requestsPerSecond: result.requests.average,
    latencyP99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
};
