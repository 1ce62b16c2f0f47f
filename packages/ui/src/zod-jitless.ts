// Both apps run under a Content-Security-Policy without 'unsafe-eval' (apps/server platform/http/security-headers.ts).
// zod probes `new Function` on its first object parse to choose a compiled fast path; under that policy the probe
// fails anyway, but the browser still reports it as a violation. jitless skips the probe. Imported first by each
// app's main.tsx, before anything can parse.
//
// zod keeps its configuration on `globalThis.__zod_globalConfig` (adopting an object already there), so this sets it
// in place, before or after zod loads, without importing zod: its `config()` would pull about 3 KB of zod into every screen's first download, while zod
// itself loads only with the screens that validate. packages/ui/test/zod-jitless.test.ts checks zod reads it.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(scope.__zod_globalConfig ??= {}).jitless = true;

export {};
