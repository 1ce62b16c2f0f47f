import { config } from 'zod/v4/core';

// Both apps run under a Content-Security-Policy without 'unsafe-eval' (apps/server platform/http/security-headers.ts).
// zod probes `new Function` on its first object parse to choose a compiled fast path; under that policy the probe
// fails anyway, but the browser still reports it as a violation. jitless skips the probe. Imported first by each
// app's main.tsx, before anything can parse.
config({ jitless: true });
