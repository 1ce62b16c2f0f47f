import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { findBuilds } from './static-files';

/**
 * API answers and uploaded files are data, never a page: nothing may load, nothing may frame them, and `sandbox`
 * gives an uploaded SVG or HTML opened directly an opaque origin with no script.
 */
export const INERT_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** Swagger UI (/api/docs) injects `<style>` elements and draws its icons as data: images; it frames nothing. */
export const DOCS_POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** A Host header that can stand in a CSP source: a name or an IP literal, with an optional port. */
const PLAIN_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The web app's and the back office's policy. Scripts: the build's files plus the inline scripts of its index.html
 * by hash (the theme applied before the first paint, the early feed-status request). Styles: Radix and Sonner
 * inject `<style>` elements, so inline styles are allowed; styles cannot run script. Images: uploads, the
 * captcha and file previews (data:), the PnL share card (blob:) and a logo set to an https URL. Sockets: the data
 * socket on this host; 'self' covers ws:/wss: in current browsers, the explicit host covers older ones. No screen
 * frames the apps, so nothing may frame them.
 */
export const appPolicy = (scriptHashes: readonly string[], host: string | undefined) => {
  const socketSources = host && PLAIN_HOST.test(host) ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    `connect-src 'self'${socketSources}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
};

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** CSP hash sources of the inline scripts of a page (those without `src`), exactly as the browser hashes them. */
export const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes))
    .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);

/** The inline-script hashes of both apps' index.html (none when the server runs without the builds). */
const buildScriptHashes = (config: Pick<Config, 'WEB_DIST_DIR' | 'ADMIN_DIST_DIR'>) => {
  const { webDist, adminDist } = findBuilds(config);
  const pages = [webDist, adminDist].filter((dist): dist is string => Boolean(dist));
  return [
    ...new Set(pages.flatMap((dist) => inlineScriptHashes(readFileSync(join(dist, 'index.html'), 'utf8')))),
  ];
};

/**
 * Sent with every answer. nosniff: a file is only ever what its Content-Type says (an upload is never run as a
 * script or page). no-referrer: page URLs may carry one-time tokens (apps/web/src/lib/token-store.ts,
 * consumeUrlTokens), never sent onward. X-Frame-Options: frame-ancestors for browsers without CSP 2. HSTS for this
 * host only (browsers ignore it over plain HTTP; other hosts of the domain are the operator's call). The
 * cross-origin policies: no other site's window or page shares a process or reads a resource of ours.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'strict-transport-security': 'max-age=31536000',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-permitted-cross-domain-policies': 'none',
  'x-dns-prefetch-control': 'off',
};

type Reply = Pick<FastifyReply, 'raw'>;

/**
 * Sets the security headers and `policy` on the raw response, so they go out with whatever answers: Fastify's reply
 * (a header the handler sets itself still wins) or a raw write.
 */
export const setSecurityHeaders = (reply: Reply, policy: string) => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.raw.setHeader(name, value);
  reply.raw.setHeader('content-security-policy', policy);
};

/**
 * For answers Fastify sends without running any hook — the router's own refusals (a malformed URL, a path parameter
 * over the limit), answered through `frameworkErrors`: they are data whatever the path.
 */
export const setDataHeaders = (reply: Reply) => setSecurityHeaders(reply, INERT_POLICY);

const pathOf = (url: string) => url.split('?')[0] ?? '';

/** The policy of a request's answer, by path: the docs, data (API, uploads), else an app page or file. */
export const policyFor = (url: string, scriptHashes: readonly string[], host: string | undefined) => {
  const path = pathOf(url);
  if (path === '/api/docs' || path.startsWith('/api/docs/')) return DOCS_POLICY;
  if (path.startsWith('/api/') || path.startsWith('/uploads/')) return INERT_POLICY;
  return appPolicy(scriptHashes, host);
};

/**
 * Security headers on every answer (issue 15), set in the first hook of every request. Not @fastify/helmet: it sets
 * its headers from the same hook, which Fastify never runs for the router's refusals (those take setDataHeaders),
 * and its per-route policies are rebuilt on every request; these are fixed strings (the builds' inline-script
 * hashes are read once at start: a new build is a restart). Registered before any route and guard, so 404s, errors
 * and the guards' refusals carry the headers too.
 */
export const registerSecurityHeaders = (
  app: FastifyInstance,
  config: Pick<Config, 'WEB_DIST_DIR' | 'ADMIN_DIST_DIR'>,
) => {
  const scriptHashes = buildScriptHashes(config);
  app.addHook('onRequest', (request: FastifyRequest, reply, done) => {
    setSecurityHeaders(reply, policyFor(request.url, scriptHashes, request.headers.host));
    done();
  });
};
