import { fastContractErrors } from './fast-contract-errors';
import { aiErrors } from './ai-errors';
import { subscriptionErrors } from './subscription-errors';
import { blockTradeErrors } from './block-trade-errors';
import { loanErrors } from './loan-errors';
import { vipErrors } from './vip-errors';
import { inviteErrors } from './invite-errors';
import { c2cErrors } from './c2c-errors';
import { imErrors } from './im-errors';
import { contentErrors } from './content-errors';
import { forumErrors } from './forum-errors';
import { spotErrors } from './spot-errors';
import { staffErrors } from './staff-errors';
import { stockErrors } from './stock-errors';

/** Every product's own refusals (each in its `<product>-errors.ts`), spread into the one catalogue in errors.ts. */
export const productErrors = {
  ...staffErrors,
  ...spotErrors,
  ...stockErrors,
  ...fastContractErrors,
  ...aiErrors,
  ...subscriptionErrors,
  ...blockTradeErrors,
  ...loanErrors,
  ...vipErrors,
  ...inviteErrors,
  ...c2cErrors,
  ...imErrors,
  ...contentErrors,
  ...forumErrors,
};
