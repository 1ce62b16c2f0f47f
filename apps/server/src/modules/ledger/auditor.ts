import { sql } from 'drizzle-orm';
import { queryRows as rowsOf, type DbOrTx } from '../../platform/db/index';

export interface LedgerProblem {
  check: 'conservation' | 'balance-mismatch' | 'negative-user-balance' | 'resolution-mismatch';
  detail: string;
}

export interface LedgerAudit {
  isClean: boolean;
  accounts: number;
  transfers: number;
  problems: LedgerProblem[];
}

/**
 * The ledger auditor (DESIGN.md §6): per asset the balances of all accounts (users and house) sum to zero;
 * every stored balance equals what its transfers add up to (available: posted credits + posts received − posted
 * debits − holds + voids; frozen: holds − posts − voids); no user balance is negative; every post or void moves
 * exactly its hold's amount. Read-only; every money test ends with it.
 */
export const auditLedger = async (db: DbOrTx): Promise<LedgerAudit> => {
  const problems: LedgerProblem[] = [];
  const conservation = await rowsOf(
    db,
    sql`select asset, sum(available + frozen)::text as total from ledger_accounts group by asset
        having sum(available + frozen) <> 0`,
  );
  for (const row of conservation)
    problems.push({
      check: 'conservation',
      detail: `${String(row.asset)} sums to ${String(row.total)}, not 0`,
    });

  const mismatches = await rowsOf(
    db,
    sql`with movements as (
          select credit_account_id as account_id,
                 case when kind in (1, 3) then amount else 0 end as available, 0::numeric as frozen
            from ledger_transfers
          union all
          select debit_account_id,
                 case kind when 1 then -amount when 2 then -amount when 4 then amount else 0 end,
                 case kind when 2 then amount when 3 then -amount when 4 then -amount else 0 end
            from ledger_transfers
        ), expected as (
          select account_id, sum(available) as available, sum(frozen) as frozen from movements group by account_id
        )
        select a.id, a.available::text as stored_available, a.frozen::text as stored_frozen,
               coalesce(e.available, 0)::text as expected_available, coalesce(e.frozen, 0)::text as expected_frozen
          from ledger_accounts a left join expected e on e.account_id = a.id
         where a.available <> coalesce(e.available, 0) or a.frozen <> coalesce(e.frozen, 0)`,
  );
  for (const row of mismatches)
    problems.push({
      check: 'balance-mismatch',
      detail:
        `account ${String(row.id)} holds ${String(row.stored_available)}/${String(row.stored_frozen)} ` +
        `but its transfers give ${String(row.expected_available)}/${String(row.expected_frozen)}`,
    });

  const negatives = await rowsOf(
    db,
    sql`select id, available::text as available, frozen::text as frozen from ledger_accounts
         where not is_house and (available < 0 or frozen < 0)`,
  );
  for (const row of negatives)
    problems.push({
      check: 'negative-user-balance',
      detail: `account ${String(row.id)}: ${String(row.available)} available, ${String(row.frozen)} frozen`,
    });

  const resolutions = await rowsOf(
    db,
    sql`select r.id from ledger_transfers r join ledger_transfers p on p.id = r.pending_id
         where p.kind <> 2 or r.amount <> p.amount or r.debit_account_id <> p.debit_account_id
            or r.credit_account_id <> p.credit_account_id`,
  );
  for (const row of resolutions)
    problems.push({
      check: 'resolution-mismatch',
      detail: `transfer ${String(row.id)} does not match its hold`,
    });

  const [counts] = await rowsOf(
    db,
    sql`select (select count(*) from ledger_accounts)::int as accounts,
               (select count(*) from ledger_transfers)::int as transfers`,
  );
  return {
    isClean: problems.length === 0,
    accounts: Number(counts?.accounts ?? 0),
    transfers: Number(counts?.transfers ?? 0),
    problems,
  };
};
