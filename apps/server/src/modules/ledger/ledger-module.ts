import type { ServerModule } from '../../platform/modules/index';

/**
 * The ledger has no routes or runtime of its own (staff read it through the staff and member modules); it is a
 * module so that the others can name it in `dependsOn`.
 */
export const createLedgerModule = (): ServerModule => ({ name: 'ledger', dependsOn: [] });
