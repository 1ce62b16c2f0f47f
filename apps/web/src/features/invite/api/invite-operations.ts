import type * as Http from '@exchange/contracts/http/index';
import { operationRef as ref } from '@/lib/operations';

/**
 * The invite and rebate operations this feature calls (spec "Rebates and invite codes: reward, rank, statistics,
 * code page/create/update/friends/default, rebate config"), by their `@exchange/contracts/http` export name: method
 * and path only at run time. lib/operations.test.ts checks them.
 */
export const inviteOperations = {
  getRebateConfig: ref<typeof Http.getRebateConfig>('GET', '/pay/rebate/config'),
  getRebateStatistics: ref<typeof Http.getRebateStatistics>('GET', '/pay/rebate/statistics'),
  pageRebateRewards: ref<typeof Http.pageRebateRewards>('GET', '/pay/rebate/reward'),
  getRebateRank: ref<typeof Http.getRebateRank>('GET', '/pay/rebate/rank'),
  pageRebateDetails: ref<typeof Http.pageRebateDetails>('GET', '/pay/rebate/detail-page'),
  pageInviteCodes: ref<typeof Http.pageInviteCodes>('GET', '/member/invite-code/page'),
  createInviteCode: ref<typeof Http.createInviteCode>('POST', '/member/invite-code/create'),
  updateInviteCode: ref<typeof Http.updateInviteCode>('PUT', '/member/invite-code/update'),
  setDefaultInviteCode: ref<typeof Http.setDefaultInviteCode>('PUT', '/member/invite-code/default'),
  pageInviteFriends: ref<typeof Http.pageInviteFriends>('GET', '/member/invite-code/friends'),
};
