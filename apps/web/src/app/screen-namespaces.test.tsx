import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { CORE_NAMESPACE, type AppNamespace } from '@exchange/i18n/namespaces';
import core from '@exchange/i18n/locales/en/core.json';
import market from '@exchange/i18n/locales/en/market.json';
import type { RouteKey } from '@/config/paths';
import { i18nTestSupport } from '@/lib/i18n';
import { HttpResponse, http, server } from '../../test/msw-server';
import { referenceHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { englishNamespace, englishNamespaces } from '../../test/english';
import {
  dynamicImportsOf,
  moduleClosure,
  namespaceOfKey,
  namespacesNamedIn,
  productSourceFiles,
  webSourceDirectory,
} from '../../test/i18n-usage';
import { screenModules } from './router';

const source = (path: string) => join(webSourceDirectory, path);
const routerText = readFileSync(source('app/router.tsx'), 'utf8');

/** The screen module file of each built route, read from router.tsx's `screenModules`. */
const screenFiles = new Map(
  [...routerText.matchAll(/(\w+): screenEntry\(\s*\(\) => import\('@\/routes\/([\w-]+)'\)/g)].map(
    (match) => [match[1] as RouteKey, source(`routes/${match[2]}.tsx`)] as const,
  ),
);

/** Namespaces the files name beyond core, each with the files that name it. */
const namespacesBeyondCore = (files: Iterable<string>) =>
  new Map([...namespacesNamedIn(files)].filter(([namespace]) => namespace !== CORE_NAMESPACE));

describe('which strings each screen loads', () => {
  it('finds the module file of every built screen', () => {
    expect([...screenFiles.keys()].sort()).toEqual(Object.keys(screenModules).sort());
  });

  it.each([...screenFiles])('%s loads every namespace its code names, and no other', (key, file) => {
    const named = namespacesBeyondCore(moduleClosure(file, { withDynamic: true }));
    const declared = new Set(screenModules[key]?.namespaces ?? []);
    const undeclared = [...named].filter(([namespace]) => !declared.has(namespace));
    expect(undeclared, `${key} names keys of namespaces it does not load`).toEqual([]);
    expect(
      [...declared].filter((namespace) => !named.has(namespace)),
      `${key} loads unused namespaces`,
    ).toEqual([]);
  });

  it('keeps the frame (the entry and what it loads lazily outside the screens) to core', () => {
    const entry = moduleClosure(source('main.tsx'), { withDynamic: false });
    expect([...namespacesBeyondCore(entry)]).toEqual([]);
    const lazyOutsideScreens = [...dynamicImportsOf(entry)].filter(
      (path) => !path.startsWith(source('routes/')) && path !== source('app/signed-in-services.tsx'),
    );
    for (const path of lazyOutsideScreens)
      expect([...namespacesBeyondCore(moduleClosure(path, { withDynamic: true }))], path).toEqual([]);
  });

  it('gives the signed-in services (pushes and their dialogs) the notices namespace they load', () => {
    const shellText = readFileSync(source('app/app-shell.tsx'), 'utf8');
    expect(shellText).toMatch(/import\('\.\/signed-in-services'\), loadNamespaces\(\['notices'\]\)/);
    const named = namespacesBeyondCore(
      moduleClosure(source('app/signed-in-services.tsx'), { withDynamic: true }),
    );
    // Imported there for a link builder and a status constant, not for their strings.
    const notForStrings = new Set([
      'features/wallet/components/order-history-list.tsx',
      'features/wallet/utils/review-status.ts',
    ]);
    const beyond = [...named]
      .map(([namespace, files]) => [namespace, files.filter((file) => !notForStrings.has(file))] as const)
      .filter(([namespace, files]) => namespace !== 'notices' && files.length > 0);
    expect(beyond).toEqual([]);
  });

  it('never puts strings in the JavaScript: only english-bundle.ts names the locale files, and by URL', () => {
    // Any line naming the locale files, but a type-only import (the key types, gone from the build).
    const namesLocales = (line: string) =>
      /packages\/i18n\/locales|@exchange\/i18n\/locales/.test(line) && !/^import type\b/.test(line.trim());
    const files = productSourceFiles()
      .filter((path) => readFileSync(path, 'utf8').split('\n').some(namesLocales))
      .map((path) => relative(webSourceDirectory, path));
    expect(files).toEqual(['lib/english-bundle.ts']);
    expect(readFileSync(source('lib/english-bundle.ts'), 'utf8')).toContain("query: '?url&no-inline'");
  });
});

describe('a screen and its strings', () => {
  const requested: AppNamespace[] = [];
  let release: () => void = () => undefined;
  let isReleased = false;
  const rawKey = new RegExp(
    `\\b(?:${[...new Set([...namespaceOfKey.keys()].map((key) => key.split('.')[0]))].join('|')})\\.[a-zA-Z]+\\.?`,
  );

  beforeAll(() => {
    // As a first visit starts: English core only (main.tsx), the rest fetched as screens open.
    i18nTestSupport.reset();
  });
  afterAll(() => {
    i18nTestSupport.addEnglish(englishNamespaces);
  });

  const serveEnglishFiles = () => {
    const gate = new Promise<void>((resolve) => {
      release = () => {
        isReleased = true;
        resolve();
      };
    });
    server.use(
      ...referenceHandlers(),
      http.get(/\/locales\/en\/[\w-]+\.json$/, async ({ request }) => {
        const namespace = /\/([\w-]+)\.json$/.exec(new URL(request.url).pathname)?.[1] as AppNamespace;
        requested.push(namespace);
        if (!isReleased) await gate;
        return HttpResponse.json(englishNamespace(namespace));
      }),
    );
  };

  it('renders /login from the preloaded core strings alone, fetching no namespace', async () => {
    const warn = vi.spyOn(console, 'warn');
    serveEnglishFiles();
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: core.auth.login.title })).toBeTruthy();
    expect(screen.getByText(core.auth.login.subtitle)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(rawKey);
    expect(warn.mock.calls.flat().join(' ')).not.toContain('missing translation key');
    expect(requested).toEqual([]);
  });

  it('renders /market only once its namespaces have arrived, fetching no other', async () => {
    serveEnglishFiles();
    renderApp('/market');
    // The market and the IEO tab's subscription projects (features/subscription).
    await waitFor(() => expect(requested).toEqual(['market', 'subscription']));
    // The screen's code is loaded well before the strings are let through; it must still not show.
    await import('@/routes/market');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: market.market.title })).toBeNull();
    expect(document.body.textContent).not.toMatch(rawKey);

    release();
    expect(await screen.findByRole('heading', { name: market.market.title })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(rawKey);
    expect(requested).toEqual(['market', 'subscription']);
  });

  it('loads a namespace once, however many screens use it', async () => {
    serveEnglishFiles();
    release();
    renderApp('/search');
    expect(await screen.findByRole('searchbox')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(rawKey);
    // Only what /market fetched before: /search shares its namespace and fetches nothing again.
    expect(requested).toEqual(['market', 'subscription']);
  });
});
