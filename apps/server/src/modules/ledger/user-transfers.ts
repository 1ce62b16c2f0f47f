import { BigNumber } from 'bignumber.js';
import { sql } from 'drizzle-orm';
import type { AdminLedgerEntry } from '@exchange/contracts';
import { queryRows, type DbOrTx } from '../../platform/db/index';

interface TransferRow extends Record<string, unknown> {
  id: string;
  kind: number;
  pending_id: string | null;
  business_type: number;
  asset: string;
  amount: string;
  ref: string | null;
  actor: string;
  reason: string | null;
  created_at: string | Date;
  debit_owner: string;
  debit_wallet: string;
  credit_owner: string;
  credit_wallet: string;
}

const toEntry = (row: TransferRow): AdminLedgerEntry => ({
  id: row.id,
  kind: Number(row.kind),
  pendingId: row.pending_id,
  businessType: Number(row.business_type),
  coin: row.asset,
  amount: new BigNumber(String(row.amount)).toFixed(),
  debit: { owner: row.debit_owner, wallet: row.debit_wallet },
  credit: { owner: row.credit_owner, wallet: row.credit_wallet },
  ref: row.ref,
  actor: row.actor,
  reason: row.reason,
  createdAt: new Date(row.created_at).getTime(),
});

/** Transfers with either side on one of the user's accounts (both indexed by account id). */
const userTransfersSql = (userId: number) => sql`
  from ledger_transfers t
  join ledger_accounts d on d.id = t.debit_account_id
  join ledger_accounts c on c.id = t.credit_account_id
 where t.debit_account_id in (select id from ledger_accounts where user_id = ${userId})
    or t.credit_account_id in (select id from ledger_accounts where user_id = ${userId})`;

const owner = (alias: 'd' | 'c') =>
  sql.raw(
    `case when ${alias}.user_id is null then 'house:' || ${alias}.house_code else 'user:' || ${alias}.user_id end`,
  );

/** Every transfer touching a user's accounts, newest first, with both sides named (`user:7`, `house:fees`). */
export const userTransfers = async (
  db: DbOrTx,
  userId: number,
  page: { pageNo: number; pageSize: number },
) => {
  const rows = await queryRows<TransferRow>(
    db,
    sql`select t.id, t.kind, t.pending_id, t.business_type, t.asset, t.amount::text as amount, t.ref, t.actor,
               t.reason, t.created_at, ${owner('d')} as debit_owner, d.wallet as debit_wallet,
               ${owner('c')} as credit_owner, c.wallet as credit_wallet
        ${userTransfersSql(userId)}
         order by t.created_at desc, t.id desc
         limit ${page.pageSize} offset ${(page.pageNo - 1) * page.pageSize}`,
  );
  return rows.map(toEntry);
};

/** How many transfers touch a user's accounts (the total of `userTransfers`' pages). */
export const userTransferCount = async (db: DbOrTx, userId: number) => {
  const [row] = await queryRows<{ total: string | number }>(
    db,
    sql`select count(*) as total ${userTransfersSql(userId)}`,
  );
  return Number(row?.total ?? 0);
};
