import { BigNumber } from 'bignumber.js';
import { sql, type SQL } from 'drizzle-orm';
import { BusinessType, FundRecordType, type FundRecord, type LedgerWalletCode } from '@exchange/contracts';
import { queryRows } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { assert } from '../../platform/errors';
import { userMovementsSql, Wallet } from '../ledger/index';

/**
 * The user wallets of the chart of accounts. `satisfies` keeps them within the contract's ledger wallets, so a
 * wallet added to the ledger without its contract code fails the typecheck instead of every record page (a 500).
 */
const USER_WALLETS: ReadonlySet<string> = new Set(Object.values(Wallet) satisfies LedgerWalletCode[]);

interface RecordRow extends Record<string, unknown> {
  record_id: string;
  record_type: number;
  business_type: number;
  wallet: string;
  asset: string;
  amount: string;
  sign: number;
  is_hold: boolean;
  ref: string | null;
  created_at: string | Date;
}

const typed = (userId: number) => sql`
  select r.*, case when r.business_type = ${BusinessType.transfer} then ${FundRecordType.transfer}
                   when r.business_type = ${BusinessType.flashExchange} then ${FundRecordType.swap}
                   when r.sign > 0 then ${FundRecordType.add} else ${FundRecordType.subtract} end as record_type
    from (${userMovementsSql(userId)}) r`;

const ledgerWalletOf = (wallet: string): LedgerWalletCode => {
  assert(USER_WALLETS.has(wallet), `user account in a wallet outside the chart of accounts: ${wallet}`);
  return wallet as LedgerWalletCode;
};

const toRecord = (row: RecordRow): FundRecord => ({
  id: row.record_id,
  type: Number(row.record_type),
  businessType: Number(row.business_type),
  wallet: ledgerWalletOf(row.wallet),
  coin: row.asset,
  amount: new BigNumber(row.amount).times(Number(row.sign)).toFixed(),
  isHold: Boolean(row.is_hold),
  ref: row.ref,
  createdAt: new Date(row.created_at).getTime(),
});

export const listFundRecords = async (
  context: AppContext,
  caller: Caller,
  query: {
    pageNo: number;
    pageSize: number;
    type: number;
    coin?: string | undefined;
    wallet?: string | undefined;
  },
) => {
  const filters: SQL[] = [sql`true`];
  if (query.type !== FundRecordType.all) filters.push(sql`record_type = ${query.type}`);
  if (query.coin) filters.push(sql`asset = ${query.coin}`);
  if (query.wallet) filters.push(sql`wallet = ${query.wallet}`);
  const where = sql.join(filters, sql` and `);
  const rows = await queryRows<RecordRow>(
    context.db,
    sql`select * from (${typed(caller.userId)}) typed where ${where}
         order by created_at desc, record_id desc
         limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`,
  );
  const [count] = await queryRows<{ total: string | number }>(
    context.db,
    sql`select count(*) as total from (${typed(caller.userId)}) typed where ${where}`,
  );
  return { list: rows.map(toRecord), total: Number(count?.total ?? 0) };
};

export const listFundRecordDetails = async (context: AppContext, caller: Caller, ids: string[]) => {
  const rows = await queryRows<RecordRow>(
    context.db,
    sql`select * from (${typed(caller.userId)}) typed
         where record_id in (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )})
         order by created_at desc, record_id desc`,
  );
  return rows.map(toRecord);
};
