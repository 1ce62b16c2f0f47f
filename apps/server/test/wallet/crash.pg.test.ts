import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BigNumber } from 'bignumber.js';
import { and, eq, inArray, like } from 'drizzle-orm';
import { ChannelMethod, ErrorCodes, WALLET_CODES, type WalletCode } from '@exchange/contracts';
import { hashPassword } from '../../src/platform/auth/passwords';
import { ledgerAccounts, ledgerTransfers, users, withdrawalOrders } from '../../src/platform/db/index';
import { auditLedger, type LedgerProblem } from '../../src/modules/ledger/index';
import { expectCleanLedger, fund } from '../ledger/ledger-fixtures';
import { createUser } from '../member/member-fixtures';
import { sleep, type ChildServer } from '../support/child-server';
import { CrashRig } from '../support/crash-harness';
import { PAY_PASSWORD } from './wallet-fixtures';

/*
 * The crash test (PostgreSQL only): the real server runs as a child process and is killed with SIGKILL ten times
 * while clients send transfers and withdrawals over HTTP. A client that gets no answer (connection refused or
 * reset) or a 5xx sends the SAME request with the SAME Idempotency-Key again until it gets a 2xx or a 4xx. In the
 * end every acknowledged operation exists exactly once, every refused one not at all, the balances are exactly
 * what the acknowledged operations add up to, and the ledger auditor is clean after every restart.
 *
 * The child runs the tsup bundle of src/server.ts, built into a temp dir by this test (the way `npm start` runs the
 * server): under tsx it needs about ten seconds per start on a two-core machine, the bundle about one and a half.
 */
const KILLS = 10;
const USERS = 4;
const CLIENTS_PER_USER = 2;
const FUNDED = new BigNumber(5000);
const TRC20_ADDRESS = 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH';
/** No operation may stay without a definitive answer longer than this. */
const SETTLE_TIMEOUT_MS = 40_000;

interface CrashUser {
  userId: number;
  token: string;
}

type Operation =
  | {
      kind: 'transfer';
      user: CrashUser;
      key: string;
      body: { fromWallet: WalletCode; toWallet: WalletCode; coin: 'USDT'; amount: string };
      isOverdraft: boolean;
    }
  | {
      kind: 'withdrawal';
      user: CrashUser;
      key: string;
      body: { channelId: number; amount: string; address: string; payPassword: string };
      isOverdraft: boolean;
    };

interface Settled {
  operation: Operation;
  status: number;
  body: Record<string, unknown>;
  attempts: number;
  /** When the attempt that got the definitive answer was sent. */
  finalSentAt: number;
}

const rig = new CrashRig('crash');
const crashUsers: CrashUser[] = [];

const send: ChildServer['send'] = (method, path, options) => rig.server.send(method, path, options);

beforeAll(async () => {
  // The in-process app mints the users' tokens (its scheduler timer-driven); the child shares its signing secret.
  const setupApp = await rig.setUp({ isSchedulerManual: false });
  const payPasswordHash = await hashPassword(PAY_PASSWORD);
  for (let index = 0; index < USERS; index += 1) {
    const user = await createUser(setupApp);
    await rig.db.update(users).set({ payPasswordHash }).where(eq(users.id, user.userId));
    await fund(rig.db, user.userId, FUNDED.toFixed());
    crashUsers.push({ userId: user.userId, token: user.token });
  }
  await rig.startServer();
}, 60_000);

afterAll(() => rig.tearDown());

const randomUsdt = (min: number, max: number) =>
  new BigNumber(randomInt(min * 100, max * 100 + 1)).dividedBy(100).toFixed();

describe('crash test: SIGKILL the server under load (PostgreSQL)', () => {
  it('applies every acknowledged transfer and withdrawal exactly once across ten kills', async () => {
    const channels = await send('GET', '/api/app-api/withdrawal/channel-list', {
      token: crashUsers[0]?.token ?? '',
    });
    const channel = (
      channels.body.data as { id: number; methodType: number; coin: string; chain: string }[]
    ).find(
      (row) =>
        row.methodType === ChannelMethod.virtualCurrency && row.coin === 'USDT' && row.chain === 'TRC20',
    );
    if (!channel) throw new Error(`no USDT TRC20 withdrawal channel: ${JSON.stringify(channels.body)}`);

    const stats = { kills: 0, networkErrors: 0, serverErrors: 0, retriedOperations: 0 };
    const audits: { kill: number; problems: LedgerProblem[] }[] = [];
    const settled: Settled[] = [];
    const restartMs: number[] = [];
    let gate: Promise<void> | null = null;
    let isLoadOver = false;
    /** The first thing that went wrong in a client or the killer: everyone stops, the test reports it. */
    let failure: Error | null = null;
    const stopWith = (error: unknown) => {
      failure ??= error instanceof Error ? error : new Error(String(error));
      isLoadOver = true;
    };

    /** Sends one operation until the server gives a definitive answer (2xx or 4xx), always with the same key. */
    const settle = async (operation: Operation): Promise<Settled> => {
      const path =
        operation.kind === 'transfer' ? '/api/app-api/wallet/any-transfer' : '/api/app-api/withdrawal';
      const giveUpAt = Date.now() + SETTLE_TIMEOUT_MS;
      for (let attempts = 1; ; attempts += 1) {
        while (gate) await gate;
        if (failure) throw failure;
        if (rig.server.isTornDown) throw new Error('the test was torn down');
        const sentAt = Date.now();
        const answer = await send('POST', path, {
          token: operation.user.token,
          key: operation.key,
          body: operation.body,
        }).catch(() => null);
        if (answer && answer.status < 500) {
          if (attempts > 1) stats.retriedOperations += 1;
          return { operation, status: answer.status, body: answer.body, attempts, finalSentAt: sentAt };
        }
        if (answer) stats.serverErrors += 1;
        else stats.networkErrors += 1;
        if (Date.now() > giveUpAt)
          throw new Error(
            `no definitive answer for ${operation.kind} ${operation.key} after ${attempts} tries; ` +
              `server log:\n${rig.server.log.slice(-20).join('')}`,
          );
        await sleep(25 + randomInt(50));
      }
    };

    const nextOperation = (user: CrashUser): Operation => {
      const key = `crash-${randomBytes(8).toString('hex')}`;
      if (Math.random() < 0.3) {
        // One in ten asks for more than the user ever had: the order row and the hold must both roll back.
        const isOverdraft = Math.random() < 0.1;
        return {
          kind: 'withdrawal',
          user,
          key,
          body: {
            channelId: channel.id,
            amount: isOverdraft ? FUNDED.plus(randomUsdt(1, 100)).toFixed() : randomUsdt(10, 40),
            address: TRC20_ADDRESS,
            payPassword: PAY_PASSWORD,
          },
          isOverdraft,
        };
      }
      const fromWallet = WALLET_CODES[randomInt(WALLET_CODES.length)] as WalletCode;
      const others = WALLET_CODES.filter((wallet) => wallet !== fromWallet);
      const toWallet = others[randomInt(others.length)] as WalletCode;
      const isOverdraft = Math.random() < 0.15;
      const amount = isOverdraft ? FUNDED.plus(randomUsdt(1, 100)).toFixed() : randomUsdt(1, 1500);
      return {
        kind: 'transfer',
        user,
        key,
        body: { fromWallet, toWallet, coin: 'USDT', amount },
        isOverdraft,
      };
    };

    const client = async (user: CrashUser) => {
      try {
        while (!isLoadOver) settled.push(await settle(nextOperation(user)));
      } catch (error) {
        stopWith(error);
      }
    };

    const killer = async () => {
      let open = () => {};
      try {
        for (let kill = 1; kill <= KILLS && !failure; kill += 1) {
          await sleep(500 + randomInt(1000));
          gate = new Promise<void>((resolve) => (open = resolve));
          await rig.server.kill();
          stats.kills += 1;
          const restartedAt = Date.now();
          await rig.server.start();
          restartMs.push(Date.now() - restartedAt);
          // Before any client resumes: the ledger as the crash and the fresh start left it.
          const audit = await auditLedger(rig.db);
          audits.push({ kill, problems: audit.problems });
          gate = null;
          open();
        }
        await sleep(500);
      } catch (error) {
        stopWith(error);
      } finally {
        isLoadOver = true;
        gate = null;
        open();
      }
    };

    const started = Date.now();
    await Promise.all([
      killer(),
      ...crashUsers.flatMap((user) => Array.from({ length: CLIENTS_PER_USER }, () => client(user))),
    ]);
    if (failure) throw failure;
    const db = rig.db;

    const acknowledged = settled.filter((entry) => entry.status >= 200 && entry.status < 300);
    const refused = settled.filter((entry) => entry.status >= 400 && entry.status < 500);
    const refusalCodes = new Map<string, number>();
    for (const entry of refused) {
      const label = `${entry.operation.kind} ${entry.status} ${String(entry.body.code)}`;
      refusalCodes.set(label, (refusalCodes.get(label) ?? 0) + 1);
    }

    // Rows per key: every acknowledged operation exactly once, every refused one not at all, nothing else.
    const transfers = await db
      .select()
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.id, 'transfer:%:crash-%'));
    const transferById = new Map(transfers.map((row) => [row.id, row]));
    const userIds = crashUsers.map((user) => user.userId);
    const orders = await db.select().from(withdrawalOrders).where(inArray(withdrawalOrders.userId, userIds));
    // The hold's id carries the request's key: `withdrawal:<user>:<key>:hold`.
    const orderByKey = new Map(
      orders.map((row) => [row.holdTransferId.replace(/^withdrawal:/, '').replace(/:hold$/, ''), row]),
    );
    const holds = await db
      .select()
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.id, 'withdrawal:%:crash-%'));
    const holdById = new Map(holds.map((row) => [row.id, row]));

    const accounts = await db
      .select()
      .from(ledgerAccounts)
      .where(and(inArray(ledgerAccounts.userId, userIds), eq(ledgerAccounts.asset, 'USDT')));
    const accountOf = (userId: number, wallet: WalletCode) =>
      accounts.find((row) => row.userId === userId && row.wallet === wallet);

    const problems: string[] = [];
    let answeredAsRepeat = 0;
    // What the acknowledged operations add up to, per user and wallet.
    const expected = new Map<string, { available: BigNumber; frozen: BigNumber }>();
    for (const user of crashUsers)
      for (const wallet of WALLET_CODES)
        expected.set(`${user.userId}:${wallet}`, {
          available: new BigNumber(wallet === 'spot' ? FUNDED : 0),
          frozen: new BigNumber(0),
        });
    const slot = (userId: number, wallet: WalletCode) =>
      expected.get(`${userId}:${wallet}`) as { available: BigNumber; frozen: BigNumber };

    for (const entry of settled) {
      const { operation } = entry;
      const isAcknowledged = entry.status >= 200 && entry.status < 300;
      const userId = operation.user.userId;
      if (operation.kind === 'transfer') {
        const id = `transfer:${userId}:${operation.key}`;
        const row = transferById.get(id);
        if (!isAcknowledged) {
          if (row) problems.push(`refused transfer ${id} (${entry.status}) is in the ledger`);
          continue;
        }
        if (operation.isOverdraft) problems.push(`overdraft ${id} was acknowledged`);
        if (!row) {
          problems.push(`acknowledged transfer ${id} is missing`);
          continue;
        }
        const from = accountOf(userId, operation.body.fromWallet);
        const to = accountOf(userId, operation.body.toWallet);
        if (
          !new BigNumber(row.amount).isEqualTo(operation.body.amount) ||
          row.debitAccountId !== from?.id ||
          row.creditAccountId !== to?.id
        )
          problems.push(`transfer ${id} does not match its request`);
        if (row.createdAt.getTime() < entry.finalSentAt - 5) answeredAsRepeat += 1;
        slot(userId, operation.body.fromWallet).available = slot(
          userId,
          operation.body.fromWallet,
        ).available.minus(operation.body.amount);
        slot(userId, operation.body.toWallet).available = slot(
          userId,
          operation.body.toWallet,
        ).available.plus(operation.body.amount);
      } else {
        const order = orderByKey.get(`${userId}:${operation.key}`);
        const hold = holdById.get(`withdrawal:${userId}:${operation.key}:hold`);
        if (!isAcknowledged) {
          if (order || hold)
            problems.push(`refused withdrawal ${operation.key} (${entry.status}) was stored`);
          continue;
        }
        if (operation.isOverdraft) problems.push(`overdraft withdrawal ${operation.key} was acknowledged`);
        if (!order || !hold) {
          problems.push(
            `acknowledged withdrawal ${operation.key} is missing (order ${!!order}, hold ${!!hold})`,
          );
          continue;
        }
        const data = entry.body.data as { id: number; no: string } | undefined;
        if (
          data?.id !== order.id ||
          order.status !== 2 ||
          !new BigNumber(order.amount).isEqualTo(operation.body.amount) ||
          !new BigNumber(hold.amount).isEqualTo(operation.body.amount) ||
          hold.kind !== 2
        )
          problems.push(`withdrawal ${operation.key} does not match its request or answer`);
        if (order.createdAt.getTime() < entry.finalSentAt - 5) answeredAsRepeat += 1;
        const spot = slot(userId, 'spot');
        spot.available = spot.available.minus(operation.body.amount);
        spot.frozen = spot.frozen.plus(operation.body.amount);
      }
    }
    const acknowledgedTransfers = acknowledged.filter((entry) => entry.operation.kind === 'transfer').length;
    const acknowledgedWithdrawals = acknowledged.length - acknowledgedTransfers;
    if (transfers.length !== acknowledgedTransfers)
      problems.push(`${transfers.length} transfers stored, ${acknowledgedTransfers} acknowledged`);
    if (orders.length !== acknowledgedWithdrawals || holds.length !== acknowledgedWithdrawals)
      problems.push(
        `${orders.length} orders and ${holds.length} holds stored, ${acknowledgedWithdrawals} acknowledged`,
      );

    // Balances: exactly what the acknowledged operations add up to; each user's total unchanged.
    for (const user of crashUsers) {
      let total = new BigNumber(0);
      for (const wallet of WALLET_CODES) {
        const account = accountOf(user.userId, wallet);
        const want = slot(user.userId, wallet);
        const available = new BigNumber(account?.available ?? 0);
        const frozen = new BigNumber(account?.frozen ?? 0);
        total = total.plus(available).plus(frozen);
        if (!available.isEqualTo(want.available) || !frozen.isEqualTo(want.frozen))
          problems.push(
            `user ${user.userId} ${wallet}: ${available.toFixed()}/${frozen.toFixed()} stored, ` +
              `${want.available.toFixed()}/${want.frozen.toFixed()} acknowledged`,
          );
        if (available.isNegative() || frozen.isNegative())
          problems.push(`user ${user.userId} ${wallet} negative`);
      }
      if (!total.isEqualTo(FUNDED)) problems.push(`user ${user.userId} total ${total.toFixed()}`);
    }

    // The only refusal this load can earn is an overdraft; anything else (429, 409, a key mismatch) is a bug.
    const unexpectedRefusals = refused.filter(
      (entry) => entry.status !== 422 || entry.body.code !== ErrorCodes.INSUFFICIENT_BALANCE.code,
    );
    console.warn(
      `crash test: ${JSON.stringify({
        ms: Date.now() - started,
        operations: settled.length,
        acknowledgedTransfers,
        acknowledgedWithdrawals,
        refused: Object.fromEntries(refusalCodes),
        answeredAsRepeat,
        ...stats,
        restartMs: { min: Math.min(...restartMs), max: Math.max(...restartMs) },
        problems: problems.length,
      })}`,
    );

    expect(stats.kills).toBe(KILLS);
    expect(audits).toHaveLength(KILLS);
    expect(audits.filter((audit) => audit.problems.length > 0)).toEqual([]);
    expect(problems.slice(0, 10)).toEqual([]);
    expect(unexpectedRefusals.slice(0, 5).map((entry) => entry.body)).toEqual([]);
    expect(acknowledgedTransfers).toBeGreaterThan(0);
    expect(acknowledgedWithdrawals).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    expect(stats.networkErrors).toBeGreaterThan(0);
    await expectCleanLedger(db);
  }, 90_000);
});
