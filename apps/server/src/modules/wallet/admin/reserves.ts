import { BigNumber } from 'bignumber.js';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ReserveRow } from '@exchange/contracts';
import { queryRows, reserveDeclarations, type DbOrTx } from '../../../platform/db/index';
import type { AppContext, StaffCaller } from '../../../platform/context';
import { auditedTransaction, recordAudit } from '../../../platform/http/staff-audit';
import { houseBalances, userLiabilities } from '../../ledger/index';
import { requireKnownAsset } from '../balances';

/** Coverage is shown with 4 decimals, cut towards zero: the view never overstates what is covered. */
const COVERAGE_DECIMALS = 4;

interface Declaration {
  asset: string;
  amount: string;
  note: string | null;
  declaredBy: number;
  declaredByName: string | null;
  createdAt: string | Date;
}

/** Each asset's latest declaration (the newest row counts; older ones stay as history). */
const latestDeclarations = async (db: DbOrTx) => {
  const rows = await queryRows<Declaration>(
    db,
    sql`select distinct on (d.asset) d.asset, d.amount::text as amount, d.note, d.declared_by as "declaredBy",
               s.username as "declaredByName", d.created_at as "createdAt"
          from reserve_declarations d left join staff_accounts s on s.id = d.declared_by
         order by d.asset, d.created_at desc, d.id desc`,
  );
  return new Map(rows.map((row) => [row.asset, row]));
};

const reserveRow = (asset: string, liabilities: string, declaration: Declaration | undefined): ReserveRow => {
  const owed = new BigNumber(liabilities);
  const declared = declaration ? new BigNumber(declaration.amount) : null;
  return {
    asset,
    liabilities: owed.toFixed(),
    declared: declared?.toFixed() ?? null,
    difference: declared?.minus(owed).toFixed() ?? null,
    coverageRatio:
      declared && !owed.isZero()
        ? declared.dividedBy(owed).decimalPlaces(COVERAGE_DECIMALS, BigNumber.ROUND_DOWN).toFixed()
        : null,
    declaredBy: declaration ? Number(declaration.declaredBy) : null,
    declaredByName: declaration?.declaredByName ?? null,
    declaredAt: declaration ? new Date(declaration.createdAt).getTime() : null,
    note: declaration?.note ?? null,
  };
};

/** Every asset users hold or the operator declared: what users are owed (the ledger) against what is declared held. */
export const readReserves = async (context: AppContext): Promise<ReserveRow[]> => {
  const [liabilities, declarations] = await Promise.all([
    userLiabilities(context.db),
    latestDeclarations(context.db),
  ]);
  const assets = [...new Set([...liabilities.keys(), ...declarations.keys()])].sort();
  return assets.map((asset) => reserveRow(asset, liabilities.get(asset) ?? '0', declarations.get(asset)));
};

/** Appends a declaration (the latest counts) and answers the asset's row as it now reads. Moves no money. */
export const declareReserve = async (
  context: AppContext,
  request: FastifyRequest,
  staff: StaffCaller,
  body: { asset: string; amount: string; note?: string | undefined },
) => {
  requireKnownAsset(context, body.asset, 'asset');
  return auditedTransaction(context.db, request, async (tx) => {
    const owed = await userLiabilities(tx);
    const liabilities = owed.get(body.asset) ?? '0';
    const previous = (await latestDeclarations(tx)).get(body.asset);
    const before = owed.has(body.asset) || previous ? reserveRow(body.asset, liabilities, previous) : null;
    const declaration = {
      asset: body.asset,
      amount: new BigNumber(body.amount).toFixed(),
      note: body.note ?? null,
      declaredBy: staff.staffId,
      createdAt: new Date(context.clock.nowMs()),
    };
    await tx.insert(reserveDeclarations).values(declaration);
    const after = reserveRow(body.asset, liabilities, { ...declaration, declaredByName: staff.username });
    recordAudit(request, { target: `reserve:${body.asset}`, before, after });
    return after;
  });
};

/** Every house account's balance per asset (fees, insurance fund, the books, clearing, adjustments). */
export const listHouseAccounts = (context: AppContext) => houseBalances(context.db);
