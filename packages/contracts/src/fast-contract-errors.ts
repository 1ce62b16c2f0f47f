import { ShowType } from './envelope';
import type { ErrorDefinition } from './error-definition';

/** The refusals of fast contracts (module 012), spread into the one catalogue in errors.ts. */
export const fastContractErrors = {
  FAST_CONTRACTS_UNAVAILABLE: {
    code: 1_012_000_001,
    status: 403,
    key: 'fastContract.unavailable',
    showType: ShowType.error,
    when: 'A fast-contract buy while the operator has switched them off, or for a user whose jurisdiction (verified real-name nationality; unknown counts as blocked while any is) is blocked; values reason (disabled or jurisdiction). Nothing moved.',
  },
  FAST_CONTRACT_NOT_OFFERED: {
    code: 1_012_000_002,
    status: 400,
    key: 'fastContract.notOffered',
    showType: ShowType.warn,
    when: 'A buy of an instrument that is not a listed fast contract with periods configured (data.field symbol), or of a period the instrument does not offer (data.field periodSeconds). Nothing moved.',
  },
  FAST_CONTRACT_PAYOUT_CHANGED: {
    code: 1_012_000_003,
    status: 409,
    key: 'fastContract.payoutChanged',
    showType: ShowType.warn,
    when: 'The payout rate the user saw (payoutRate) is no longer the configured one for that instrument and period: staff changed it since; values payoutRate (the current one). Nothing moved.',
  },
  FAST_CONTRACT_STAKE_OUT_OF_RANGE: {
    code: 1_012_000_004,
    status: 400,
    key: 'fastContract.stakeOutOfRange',
    showType: ShowType.warn,
    when: 'A stake below the minimum or above the maximum; data.field is amount, values min and max. Nothing moved.',
  },
  FAST_CONTRACT_OPEN_STAKE_LIMIT: {
    code: 1_012_000_005,
    status: 422,
    key: 'fastContract.openStakeLimit',
    showType: ShowType.warn,
    when: "A buy that would take the user's stakes in open fast contracts above the per-user limit; data.field is amount, values limit and open. Nothing moved.",
  },
  FAST_CONTRACT_EXPOSURE_LIMIT: {
    code: 1_012_000_006,
    status: 422,
    key: 'fastContract.exposureLimit',
    showType: ShowType.warn,
    when: "A buy that would take what the house may owe on one side of the instrument's open fast contracts (sum of stake × payoutRate) above its exposure limit; data.field is amount. Nothing moved.",
  },
  FAST_CONTRACT_NOT_FOUND: {
    code: 1_012_000_007,
    status: 404,
    key: 'fastContract.notFound',
    showType: ShowType.error,
    when: "A detail read of a fast contract that does not exist or is not the caller's; data.field is id.",
  },
} satisfies Record<string, ErrorDefinition>;
