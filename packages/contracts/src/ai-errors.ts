import { ShowType } from './envelope';
import type { ErrorDefinition } from './error-definition';

/** The refusals of AI-managed trading (module 013), spread into the one catalogue in errors.ts. Codes 1_013_000_NNN. */
export const aiErrors = {
  AI_PRODUCT_NOT_FOUND: {
    code: 1_013_000_001,
    status: 404,
    key: 'ai.productNotFound',
    showType: ShowType.warn,
    when: 'A buy or read of an AI product that does not exist (data.field productId or id). Nothing moved.',
  },
  AI_PRODUCT_PAUSED: {
    code: 1_013_000_002,
    status: 409,
    key: 'ai.productPaused',
    showType: ShowType.warn,
    when: 'A buy of an AI product staff have paused (data.field productId). Running orders go on; nothing moved.',
  },
  AI_PRODUCT_CHANGED: {
    code: 1_013_000_003,
    status: 409,
    key: 'ai.productChanged',
    showType: ShowType.warn,
    when: 'The terms the user agreed to (productVersion) are no longer the product’s: staff changed them since; values version (the current one). Nothing moved.',
  },
  AI_AMOUNT_OUT_OF_RANGE: {
    code: 1_013_000_004,
    status: 400,
    key: 'ai.amountOutOfRange',
    showType: ShowType.warn,
    when: 'A buy amount below the product’s minimum or above its maximum (data.field amount; values min, max). Nothing moved.',
  },
  AI_ORDER_NOT_FOUND: {
    code: 1_013_000_005,
    status: 404,
    key: 'ai.orderNotFound',
    showType: ShowType.warn,
    when: 'An AI order or child order that does not exist or is another user’s (data.field id or orderId).',
  },
  AI_ORDER_NOT_RUNNING: {
    code: 1_013_000_006,
    status: 409,
    key: 'ai.orderNotRunning',
    showType: ShowType.warn,
    when: 'An early settlement of an AI order that is already settled (at term or early). Nothing moved.',
  },
  AI_TERMS_NOT_AGREED: {
    code: 1_013_000_007,
    status: 400,
    key: 'ai.termsNotAgreed',
    showType: ShowType.warn,
    when: 'A buy without agreeing to the product’s rules (data.field agreed). Nothing moved.',
  },
} satisfies Record<string, ErrorDefinition>;
