import { totpCodeAt } from '@exchange/server/platform/auth/totp';
import type { Harness } from './harness';

/** A real 1×1 PNG: a deposit's payment screenshot. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface Envelope<T> {
  code: number;
  data: T;
  msg: string;
}

/**
 * What a browser test does outside the screens, through the real HTTP API of the harness's server: as staff (the
 * seeded super admin, its one-time password replaced by `staffPassword`) or as a user with a token.
 */
export const harnessApi = (harness: Harness, staffPassword: string) => {
  let sequence = 0;
  let staffToken: string | null = null;

  const api = async <T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
    if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');
    headers.set('userType', 'main');
    const response = await fetch(`${harness.baseUrl}${path}`, { ...init, headers });
    const envelope = (await response.json()) as Envelope<T>;
    if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
    return envelope.data;
  };

  /**
   * The seeded super admin's token: its one-time password replaced and TOTP enrolled first, as every staff account
   * must before anything else works. The session that confirmed TOTP is kept for the rest of the run.
   */
  const logInStaff = async (): Promise<string> => {
    if (staffToken) return staffToken;
    const seed = harness.built.staffSeed;
    if (!seed) throw new Error('buildApp seeded no staff account');
    const login = (password: string) =>
      api<{ accessToken: string; mustChangePassword: boolean }>('/api/admin-api/auth/login', {
        method: 'POST',
        body: JSON.stringify({ username: seed.username, password }),
      });
    const first = await login(seed.password);
    await api('/api/admin-api/auth/update-password', {
      method: 'PUT',
      token: first.accessToken,
      body: JSON.stringify({ oldPassword: seed.password, newPassword: staffPassword }),
    });
    const token = (await login(staffPassword)).accessToken;
    const { secret } = await api<{ secret: string }>('/api/admin-api/auth/totp/enrol', {
      method: 'POST',
      token,
    });
    await api('/api/admin-api/auth/totp/confirm', {
      method: 'POST',
      token,
      body: JSON.stringify({ code: totpCodeAt(secret, Date.now()) }),
    });
    return (staffToken = token);
  };

  /** A bank-card deposit claim of `amount` USDT with its screenshot, approved by staff: money as in production. */
  const deposit = async (userToken: string, amount: string): Promise<void> => {
    const channels = await api<{ id: number }[]>(
      '/api/app-api/recharge-channel/list?coin=USDT&methodType=0',
      {
        token: userToken,
      },
    );
    const channel = channels[0];
    if (!channel) throw new Error('no bank-card deposit channel for USDT');
    const form = new FormData();
    form.append('channelId', String(channel.id));
    form.append('amount', amount);
    form.append('proof', new Blob([PNG_BYTES], { type: 'image/png' }), 'proof.png');
    const order = await api<{ id: number }>('/api/app-api/recharge/submit', {
      method: 'POST',
      token: userToken,
      headers: { 'Idempotency-Key': `e2e-deposit-${Date.now()}-${++sequence}` },
      body: form,
    });
    await api('/api/admin-api/recharge/approve', {
      method: 'POST',
      token: await logInStaff(),
      body: JSON.stringify({ id: order.id }),
    });
  };

  return { api, logInStaff, deposit };
};
