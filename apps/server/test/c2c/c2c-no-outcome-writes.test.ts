import { describe, expect, it } from 'vitest';
import { serverSource } from '../support/source-files';

/*
 * A C2C order's outcome moves only by its parties' own steps, the window they saw, or a staff decision (issue 20 §2;
 * honest by construction): in the source, only the order steps update c2c_orders and move an escrow, and only the
 * four callers (the user's routes, the expiry job, the staff decision) run them. Nothing deletes an order or its
 * timeline.
 */

describe('the source', () => {
  const { filesMatching } = serverSource();

  it('only the order steps update c2c_orders, post or void an escrow', () => {
    expect(filesMatching(/\.update\(c2cOrders\)|update\s+c2c_orders/i)).toEqual([
      'modules/c2c/order-steps.ts',
    ]);
    expect(filesMatching(/escrowTransferId/)).toEqual([
      'modules/c2c/open-order.ts',
      'modules/c2c/order-steps.ts',
      'platform/db/schema/c2c.ts',
    ]);
  });

  it('the steps run from the user routes, the expiry job and the staff decision only', () => {
    expect(filesMatching(/runOrderStep|runStaffOrderStep/)).toEqual([
      'modules/c2c/admin/c2c-admin.ts',
      'modules/c2c/c2c-jobs.ts',
      'modules/c2c/order-actions.ts',
      'modules/c2c/order-steps.ts',
    ]);
    expect(filesMatching(/delete\(c2cOrders\)|delete\(c2cOrderEvents\)|delete\s+from\s+c2c_order/i)).toEqual(
      [],
    );
  });
});
