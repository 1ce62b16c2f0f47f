import { sql, type SQL } from 'drizzle-orm';
import { BusinessType, UserKind } from '@exchange/contracts';
import { queryRows, type Db } from '@exchange/server/platform/db/index';
import { HouseAccount, houseAccountId } from '@exchange/server/modules/ledger/index';
import { format } from './rows';

// The seeding half of ledger-growth.ts: a ledger of many transfers written by the database itself
// (INSERT … SELECT generate_series), consistent enough for the ledger auditor.

/** Users the transfer loop picks from, spread over the seeded set; each is funded on both ledgers. */
export const ACTIVE_USERS = 1_000;
/** The user whose pages are read: this many transfers on both ledgers (1,050 fund records, 105 pages of 10). */
export const CHOSEN_TRANSFERS = 600;
/** Page 50 holds records 491–500. */
/** Background rows per INSERT … SELECT statement (each its own transaction, so progress shows). */
const CHUNK = 1_000_000;
/**
 * Rows `from`‥`to` of one segment, in groups of four per user: a recharge (105) of 1,000 from the deposit clearing
 * account to spot, then transfers (3) of 100 spot → contract, 10 contract → spot and 100 spot → contract, so every
 * prefix of a group leaves both wallets non-negative. `userIndex` names the user of row `i` (an SQL expression
 * of `i`); `created_at` spreads the segment's `count` rows evenly over the 30 days before `start`. Ids are shaped as
 * the app's (`transfer:<user>:<key>`, the key random-looking), so the primary key grows as it does in use.
 */
const insertSegment = (
  segment: string,
  clearing: number,
  userIndex: SQL,
  from: number,
  to: number,
  count: number,
  start: string,
) => sql`
  insert into ledger_transfers (id, debit_account_id, credit_account_id, asset, amount, kind, business_type, actor,
                                reason, request_hash, created_at)
  select case when i % 4 = 0 then 'recharge:' || ${segment}::text || ':' || i
              else 'transfer:' || m.user_id || ':' || md5(${segment}::text || i) end,
         case i % 4 when 0 then ${clearing}::bigint when 2 then m.contract else m.spot end,
         case i % 4 when 0 then m.spot when 2 then m.spot else m.contract end,
         'USDT',
         case i % 4 when 0 then 1000 when 2 then 10 else 100 end,
         1,
         case when i % 4 = 0 then ${BusinessType.rechargeOnChain}::int else ${BusinessType.transfer}::int end,
         'system:bench',
         case i % 4 when 0 then null when 2 then 'contract → spot' else 'spot → contract' end,
         encode(sha256(convert_to(${segment}::text || i, 'UTF8')), 'hex'),
         ${start}::timestamptz - interval '30 days' + (i::float8 / ${count}::float8) * interval '30 days'
    from generate_series(${from}::bigint, ${to}::bigint) i
    join growth_users m on m.idx = ${userIndex}`;

/**
 * Users, their spot and contract USDT accounts and the deposit clearing account; one group funding each active user;
 * `background` rows over every user but the chosen one (none on the empty ledger); and the chosen user's
 * CHOSEN_TRANSFERS, spread through the background when it is large enough, else a segment of their own. Balances are then set to what the transfers add up to (so the ledger audit holds) and the tables
 * vacuumed and analysed, as autovacuum would have done long before a ledger reached this size.
 */
export const seed = async (db: Db, users: number, background: number, start: string, label: string) => {
  const run = (query: SQL) => db.execute(query);
  const clearing = await db.transaction((tx) => houseAccountId(tx, HouseAccount.depositClearing, 'USDT'));
  await run(sql`insert into users (kind, nickname)
                select ${UserKind.real}::smallint, 'growth-' || g from generate_series(0, ${users - 1}::int) g`);
  await run(sql`insert into ledger_accounts (user_id, wallet, asset, is_house)
                select u.id, w.wallet, 'USDT', false
                  from users u cross join (values (1, 'spot'), (2, 'contract')) w(n, wallet)
                 where u.nickname like 'growth-%' order by u.id, w.n`);
  await run(sql`create table growth_users as
                select (row_number() over (order by u.id) - 1)::int as idx, u.id as user_id, s.id as spot,
                       c.id as contract
                  from users u
                  join ledger_accounts s on s.user_id = u.id and s.wallet = 'spot' and s.asset = 'USDT'
                  join ledger_accounts c on c.user_id = u.id and c.wallet = 'contract' and c.asset = 'USDT'
                 where u.nickname like 'growth-%'`);
  await run(sql`alter table growth_users add primary key (idx)`);
  await run(sql`analyze growth_users`);
  const stride = Math.max(1, Math.floor((users - 1) / ACTIVE_USERS));
  const active = Math.min(ACTIVE_USERS, users - 1);
  // On the grown ledger the chosen user's groups are spread through the background rows (every `spacing`-th group),
  // so their rows lie scattered over the table as a real user's do; on the empty one they are the ledger.
  const chosenGroups = CHOSEN_TRANSFERS / 4;
  const spacing = Math.floor(background / 4 / chosenGroups);
  const isInterleaved = spacing >= 2;
  if (!isInterleaved)
    await run(insertSegment('c', clearing, sql`0`, 0, CHOSEN_TRANSFERS - 1, CHOSEN_TRANSFERS, start));
  await run(
    insertSegment('f', clearing, sql`1 + (i / 4) * ${stride}::int`, 0, active * 4 - 1, active * 4, start),
  );
  for (let from = 0; from < background; from += CHUNK) {
    const to = Math.min(background, from + CHUNK) - 1;
    const startedAt = performance.now();
    await run(
      insertSegment(
        'g',
        clearing,
        isInterleaved
          ? sql`case when (i / 4) % ${spacing}::int = 0 and (i / 4) / ${spacing}::int < ${chosenGroups}::int then 0
                     else 1 + (i / 4) % ${users - 1}::int end`
          : sql`1 + (i / 4) % ${users - 1}::int`,
        from,
        to,
        background,
        start,
      ),
    );
    console.log(
      `ledger-growth ${label}: ${format(to + 1)} of ${format(background)} background transfers ` +
        `(${format((to + 1 - from) / ((performance.now() - startedAt) / 1000))} rows/s)`,
    );
  }
  await run(sql`update ledger_accounts a set available = e.available
                  from (select account_id, sum(delta) as available
                          from (select credit_account_id as account_id, amount as delta from ledger_transfers
                                union all
                                select debit_account_id, -amount from ledger_transfers) x
                         group by account_id) e
                 where a.id = e.account_id`);
  const activeRows = await queryRows<{ user_id: number; spot: number; contract: number }>(
    db,
    sql`select user_id, spot, contract from growth_users
         where idx between 1 and ${active * stride}::int and (idx - 1) % ${stride}::int = 0 order by idx`,
  );
  const [chosen] = await queryRows<{ user_id: number }>(
    db,
    sql`select user_id from growth_users where idx = 0`,
  );
  await run(sql`drop table growth_users`);
  for (const table of ['users', 'ledger_accounts', 'ledger_transfers'])
    await run(sql.raw(`vacuum (analyze) ${table}`));
  return {
    active: activeRows.map((row): [number, number] => [Number(row.spot), Number(row.contract)]),
    userIds: new Map(
      activeRows.flatMap((row) => [
        [Number(row.spot), Number(row.user_id)],
        [Number(row.contract), Number(row.user_id)],
      ]),
    ),
    chosenUserId: Number(chosen?.user_id),
  };
};
