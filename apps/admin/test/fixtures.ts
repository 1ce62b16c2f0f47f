import { ROLE_PERMISSIONS } from '@exchange/contracts/http/admin/index';
import type { StaffRole } from '@exchange/contracts/http/admin/index';
import { setAccessToken } from '@/lib/token-store';
import { API, http, ok } from './msw-server';

/** `auth/me` of a fully signed-in account of `role`. */
export function staffSelf(role: StaffRole, overrides: Record<string, unknown> = {}) {
  return {
    staffId: 7,
    username: `${role}.one`,
    role,
    permissions: [...ROLE_PERMISSIONS[role]],
    mustChangePassword: false,
    mustEnrolTotp: false,
    sessionExpiresAtMs: 1_900_000_000_000,
    ...overrides,
  };
}

/** A signed-in session of `role`: the token in sessionStorage and `auth/me` answering. */
export function signedInAs(role: StaffRole) {
  setAccessToken('staff-token');
  return http.get(`${API}/auth/me`, () => ok(staffSelf(role)));
}

export const emptyPage = { list: [], total: 0 };
