import { API, http, ok } from './msw-server';

export const demoMember = {
  id: 1,
  userId: 100001,
  email: 'demo@example.com',
  phone: null,
  areaCode: null,
  nickname: 'Demo Trader',
  avatar: null,
  realName: null,
  realnameStatus: 0,
  hasPayPassword: false,
  userKind: 2,
  inviteCode: 'DEMO01',
  createdAt: 1_700_000_000_000,
};

export const tokenPair = {
  userId: 100001,
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  expiresTime: 1,
};

/** Public reference data every screen may ask for. */
export function referenceHandlers() {
  return [
    http.get(`${API}/system/app-info/get`, () =>
      ok({ APP_BASE_NAME: 'Test Exchange', APP_BASE_LOGO: '/logo.svg' }),
    ),
    http.get(`${API}/system/language/list`, () =>
      ok([
        { code: 'en', name: 'English', rtl: false },
        { code: 'ar', name: 'العربية', rtl: true },
      ]),
    ),
    http.get(`${API}/system/menu/list`, () => ok([{ path: '/mine/verified', visible: true }])),
    http.get(`${API}/system/area-code/list`, () =>
      ok([
        { areaCode: '+1', countryCode: 'US', name: 'United States', isDefault: true },
        { areaCode: '+44', countryCode: 'GB', name: 'United Kingdom', isDefault: false },
      ]),
    ),
    http.post(`${API}/system/auth/keep-online`, () => ok(true)),
    // No version notice published: the start check finds nothing to act on.
    http.get(`${API}/system/version-notice/latest`, () => ok(null)),
    // The user's messages (features/messages): none unread; the mine page shows the count beside "Messages".
    http.get(`${API}/notice/unread`, () => ok({ total: 0, byCategory: {} })),
    // No content published (features/content): home shows no banner and no announcement strip.
    http.get(`${API}/content/carousel`, () => ok([])),
    http.get(`${API}/content/article/page`, () => ok({ list: [], total: 0 })),
    ...emptyMarketHandlers(),
  ];
}

/**
 * The market as it is before the price feed has listed anything: no rows, no plates, a live (not demo) source and
 * no favourites. Screens that land on /home or /market ask for these; market tests add their own rows on top.
 */
export function emptyMarketHandlers() {
  return [
    http.get(`${API}/market/list/page`, () => ok({ list: [], total: 0 })),
    http.get(`${API}/market/plate/list`, () => ok([])),
    http.get(`${API}/market/feed/status`, () => ok({ source: 'binance', isDemo: false, lastTickTime: null })),
    http.get(`${API}/market/favourite/page`, () => ok({ list: [], total: 0 })),
    // The IEO tab's subscription projects (features/subscription): none published.
    http.get(`${API}/pay/subscribe/ieo/page`, () => ok({ list: [], total: 0 })),
  ];
}
