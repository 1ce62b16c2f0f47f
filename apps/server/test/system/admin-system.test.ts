import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { StaffRole } from '@exchange/contracts';
import { staffAuditLog } from '../../src/platform/db/index';
import { createUser } from '../member/member-fixtures';
import { call } from '../support/api';
import { connectSocket } from '../support/socket-client';
import { adminCall, staffLogin, type StaffLogin } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let content: StaffLogin;
beforeAll(async () => {
  t = await createTestApp();
  // The content role owns system settings (system.read / system.write) and nothing else.
  content = await staffLogin(t, StaffRole.content);
});
afterAll(async () => t.close());

const put = (path: string, body: unknown) => adminCall(t, 'PUT', path, content.token, { body });
const appRead = async <T>(path: string, query: Record<string, string> = {}) =>
  (await call<T>(t.app, 'GET', path, { query })).data;
const lastAudit = async () =>
  (await t.context.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1))[0];
const expectRefused = (result: { status: number; body: unknown }, status: number, field: string) => {
  expect(result.status, field).toBe(status);
  expect(result.body, field).toMatchObject({ data: { field } });
};

describe('app info', () => {
  it('overrides what the app API serves, and null returns to the configuration', async () => {
    const configured = await appRead<{ APP_BASE_NAME: string }>('system/app-info/get');
    expect((await put('system/app-info', { APP_BASE_NAME: 'Acme Exchange' })).status).toBe(200);
    expect(await appRead('system/app-info/get')).toMatchObject({ APP_BASE_NAME: 'Acme Exchange' });
    expect(await lastAudit()).toMatchObject({
      target: 'app-info',
      before: { APP_BASE_NAME: null },
      after: { APP_BASE_NAME: 'Acme Exchange' },
    });
    const shown = await adminCall(t, 'GET', 'system/app-info', content.token);
    expect(shown.data).toMatchObject({ APP_BASE_NAME: 'Acme Exchange', stored: { APP_BASE_LOGO: null } });
    await put('system/app-info', { APP_BASE_NAME: null });
    expect(await appRead('system/app-info/get')).toMatchObject({ APP_BASE_NAME: configured.APP_BASE_NAME });
    expectRefused(
      await put('system/app-info', { APP_BASE_LOGO: 'javascript:alert(1)' }),
      400,
      'APP_BASE_LOGO',
    );
    expectRefused(await put('system/app-info', {}), 400, 'APP_BASE_NAME');
  });
});

describe('languages and translations', () => {
  it('disabling a language removes it from the app’s picker; English cannot be disabled', async () => {
    const codes = async () =>
      (await appRead<{ code: string }[]>('system/language/list')).map((row) => row.code);
    expect(await codes()).toContain('fr');
    await put('system/language', { code: 'fr', isEnabled: false });
    expect(await codes()).not.toContain('fr');
    expect(await lastAudit()).toMatchObject({ target: 'language:fr', after: { isEnabled: false } });
    await put('system/language', { code: 'fr', isEnabled: true });
    expect(await codes()).toContain('fr');
    expectRefused(await put('system/language', { code: 'en', isEnabled: false }), 400, 'isEnabled');
    expectRefused(await put('system/language', { code: 'xx', sort: 1 }), 404, 'code');
  });

  it('an override is served by the app at once, keeps placeholders, and can be dropped', async () => {
    const shipped = await adminCall<{ tree: Record<string, unknown>; overrides: Record<string, string> }>(
      t,
      'GET',
      'system/translations',
      content.token,
      { query: { language: 'de', typeCode: 'error' } },
    );
    expect(shipped.data.overrides).toEqual({});
    const served = () =>
      appRead<{ translation: Record<string, string> }>('system/translation/get', {
        typeCode: 'error',
        lang: 'de',
      });
    // Read once so the app's cache holds the shipped text: the override must replace it, not wait for the TTL.
    const original = (await served()).translation.notFound;
    expect(typeof original).toBe('string');
    const body = { language: 'de', typeCode: 'error', key: 'notFound' };
    expect((await put('system/translation', { ...body, value: 'Nicht da' })).status).toBe(200);
    expect((await served()).translation.notFound).toBe('Nicht da');
    expect(await lastAudit()).toMatchObject({ target: 'translation:de/error/notFound', after: 'Nicht da' });

    expectRefused(await put('system/translation', { ...body, key: 'no.such.key', value: 'x' }), 400, 'key');
    expectRefused(
      await put('system/translation', { ...body, key: 'rateLimited', value: 'Langsam' }),
      400,
      'value',
    );
    await put('system/translation', { ...body, value: null });
    expect((await served()).translation.notFound).toBe(original);
  });
});

describe('menus, area codes and exchange rates', () => {
  it('a hidden menu entry is hidden in the app’s menu list', async () => {
    const flag = async () =>
      (await appRead<{ path: string; visible: boolean }[]>('system/menu/list')).find(
        (row) => row.path === '/funds/swap',
      );
    expect(await flag()).toEqual({ path: '/funds/swap', visible: true });
    await put('system/menu', { path: '/funds/swap', isVisible: false });
    expect(await flag()).toEqual({ path: '/funds/swap', visible: false });
    expect(await lastAudit()).toMatchObject({
      target: 'menu:/funds/swap',
      before: { isVisible: true },
      after: { isVisible: false },
    });
    expectRefused(await put('system/menu', { path: '/nowhere', isVisible: false }), 400, 'path');
  });

  it('area codes: a disabled country leaves the list, the default moves and stays enabled', async () => {
    type Row = { countryCode: string; isDefault: boolean };
    const list = () => appRead<Row[]>('system/area-code/list');
    await put('system/area-code', { countryCode: 'FR', isEnabled: false });
    expect((await list()).some((row) => row.countryCode === 'FR')).toBe(false);
    expectRefused(await put('system/area-code', { countryCode: 'US', isEnabled: false }), 400, 'isEnabled');
    await put('system/area-code', { countryCode: 'FR', isDefault: true });
    const defaults = (await list()).filter((row) => row.isDefault).map((row) => row.countryCode);
    expect(defaults).toEqual(['FR']);
    await put('system/area-code', { countryCode: 'US', isDefault: true });
    expect((await list()).filter((row) => row.isDefault).map((row) => row.countryCode)).toEqual(['US']);
    expectRefused(await put('system/area-code', { countryCode: 'QQ', sort: 1 }), 404, 'countryCode');
  });

  it('an exchange rate change is what the app serves; a rate must be above zero', async () => {
    const eur = async () =>
      (
        await appRead<{ usdExchangeList: { exchange: string; price: string }[] }>('system/exchange-rate/list')
      ).usdExchangeList.find((row) => row.exchange === 'EUR');
    const updated = await put('system/exchange-rate', { exchange: 'EUR', price: '0.9125' });
    expect(updated.data).toMatchObject({ exchange: 'EUR', price: '0.9125' });
    expect(await eur()).toMatchObject({ price: '0.9125' });
    expect(await lastAudit()).toMatchObject({
      target: 'exchange-rate:EUR',
      before: { price: '0.86' },
      after: { price: '0.9125' },
    });
    expectRefused(await put('system/exchange-rate', { exchange: 'EUR', price: '0' }), 400, 'price');
    expectRefused(await put('system/exchange-rate', { exchange: 'EUR', price: '-1' }), 400, 'price');
    expectRefused(await put('system/exchange-rate', { exchange: 'XYZ', isEnabled: false }), 404, 'exchange');
    await put('system/exchange-rate', { exchange: 'EUR', isEnabled: false });
    expect(await eur()).toBeUndefined();
    expect(await lastAudit()).toMatchObject({ before: { isEnabled: true }, after: { isEnabled: false } });
  });
});

describe('version notices', () => {
  it('go to every connected socket, signed in or not, and are the app’s latest notice', async () => {
    const member = await createUser(t);
    const visitor = await connectSocket(t.app);
    const signedIn = await connectSocket(t.app, `?Authorization=${member.token}`);
    await visitor.next('READY');
    await signedIn.next('READY');
    const created = await adminCall<{ id: number; createdByUsername: string }>(
      t,
      'POST',
      'system/version-notice',
      content.token,
      { body: { updateType: 2, version: '1.4.0', remark: 'Security fix' } },
    );
    expect(created.status).toBe(200);
    expect(created.data.createdByUsername).toBe(content.username);
    const push = { type: 'VERSION_UPDATE', data: { id: created.data.id, updateType: 2, version: '1.4.0' } };
    expect(await visitor.next('VERSION_UPDATE')).toEqual(push);
    expect(await signedIn.next('VERSION_UPDATE')).toEqual(push);
    expect(await appRead('system/version-notice/latest')).toMatchObject({
      id: created.data.id,
      updateType: 2,
      version: '1.4.0',
      remark: 'Security fix',
    });
    expect(await lastAudit()).toMatchObject({ target: `version-notice:${created.data.id}` });
    const page = await adminCall<{ list: { id: number }[]; total: number }>(
      t,
      'GET',
      'system/version-notices',
      content.token,
    );
    expect(page.data.list[0]?.id).toBe(created.data.id);
    const bad = await adminCall(t, 'POST', 'system/version-notice', content.token, {
      body: { updateType: 3, version: '1.5.0' },
    });
    expectRefused(bad, 400, 'updateType');
    visitor.socket.close();
    signedIn.socket.close();
  });
});

describe('permissions', () => {
  it('a finance officer may neither read nor change system settings; an auditor may only read', async () => {
    const finance = await staffLogin(t, StaffRole.finance);
    const auditor = await staffLogin(t, StaffRole.auditor);
    expect((await adminCall(t, 'GET', 'system/menus', finance.token)).status).toBe(403);
    const refused = await adminCall(t, 'PUT', 'system/menu', finance.token, {
      body: { path: '/funds/swap', isVisible: true },
    });
    expect(refused.status).toBe(403);
    expect((await adminCall(t, 'GET', 'system/menus', auditor.token)).status).toBe(200);
    const menus = await adminCall<{ path: string; isVisible: boolean }[]>(
      t,
      'GET',
      'system/menus',
      auditor.token,
    );
    expect(menus.data.find((row) => row.path === '/funds/swap')?.isVisible).toBe(false);
    const byAuditor = await adminCall(t, 'POST', 'system/version-notice', auditor.token, {
      body: { updateType: 0, version: '9.9.9' },
    });
    expect(byAuditor.status).toBe(403);
    expect((await adminCall(t, 'GET', 'market/instruments', content.token)).status).toBe(403);
  });
});
