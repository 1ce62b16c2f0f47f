import type { DbOrTx } from '../../platform/db/index';
import { ExtensionPoint } from '../../platform/modules/index';

/**
 * What a product still has open on an account (positions, orders, reviews): an account deletion waits for every
 * count to be zero, and the staff user view shows them. Each product contributes its own, so member never
 * imports a product (ARCHITECTURE.md "Adding a module").
 */
export interface AccountCommitments {
  /** Each count by its field name in the staff user view (`openPositionCount`). */
  count(db: DbOrTx, userId: number): Promise<Record<string, number>>;
  /** The words a refused deletion uses for each count, singular and plural ("withdrawal(s) in review"). */
  labels: Record<string, { one: string; other: string }>;
}

/** A product's part of the staff user view (`user/get`): its fields, each list at most `limit` rows. */
export interface StaffUserViewPart {
  read(db: DbOrTx, userId: number, limit: number): Promise<Record<string, unknown>>;
}

export const ACCOUNT_COMMITMENTS = new ExtensionPoint<AccountCommitments>('member.accountCommitments');
export const STAFF_USER_VIEW_PARTS = new ExtensionPoint<StaffUserViewPart>('member.staffUserView');
