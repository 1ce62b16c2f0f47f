import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appSettings } from '../../src/platform/db/index';
import { createTestApp, type TestApp } from '../support/test-app';

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { APP_BASE_NAME: 'Meridian Exchange', APP_BASE_LOGO: '/logo.svg' } });
});
afterAll(async () => t.close());

const getManifest = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
  return { response, manifest: response.json<Manifest>() };
};

describe('GET /manifest.webmanifest', () => {
  it('is an installable manifest named from the app info, never cached without revalidation', async () => {
    const { response, manifest } = await getManifest();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json\b/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(manifest).toMatchObject({
      name: 'Meridian Exchange',
      short_name: 'Meridian',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#f6f7f9',
      theme_color: '#ffffff',
    });
    // Chromium's installability check: a 192 and a 512 PNG; plus a maskable one; the SVG logo as a scalable extra.
    expect(manifest.icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/logo.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ]);
  });

  it('follows a staff rename and logo change at once; a logo of unknown size is left out', async () => {
    await t.context.db.insert(appSettings).values([
      { key: 'APP_BASE_NAME', value: 'Ops' },
      { key: 'APP_BASE_LOGO', value: 'https://cdn.example.com/brand.png' },
    ]);
    try {
      const { manifest } = await getManifest();
      expect(manifest.name).toBe('Ops');
      expect(manifest.short_name).toBe('Ops');
      expect(manifest.icons.map((icon) => icon.src)).toEqual([
        '/icons/icon-192.png',
        '/icons/icon-512.png',
        '/icons/icon-maskable-512.png',
      ]);
    } finally {
      await t.context.db
        .delete(appSettings)
        .where(eq(appSettings.key, 'APP_BASE_NAME'))
        .then(() => t.context.db.delete(appSettings).where(eq(appSettings.key, 'APP_BASE_LOGO')));
    }
  });

  it('needs no session and is not under the API prefix', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/app-api/manifest.webmanifest' });
    expect(response.statusCode).toBe(404);
  });
});
