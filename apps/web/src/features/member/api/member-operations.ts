import type * as Http from '@exchange/contracts/http/index';
import { operationRef as ref } from '@/lib/operations';

/**
 * The member profile and real-name operations this feature calls (`member/*`, the file upload), by their
 * `@exchange/contracts/http` export name: method and path only at run time. lib/operations.test.ts checks
 * each entry against the contract. Kept here, not in lib/operations.ts, so they download with the feature's
 * screens rather than with every screen.
 */
export const memberOperations = {
  getCurrentMember: ref<typeof Http.getCurrentMember>('GET', '/member/get-current-member'),
  updateEmail: ref<typeof Http.updateEmail>('PUT', '/member/update-email'),
  updatePhone: ref<typeof Http.updatePhone>('PUT', '/member/update-phone'),
  updateAvatarName: ref<typeof Http.updateAvatarName>('PUT', '/member/update-avatar-name'),
  updatePayPassword: ref<typeof Http.updatePayPassword>('PUT', '/member/update-pay-pwd'),
  submitRealName: ref<typeof Http.submitRealName>('POST', '/member/real-name/submit'),
  getRealName: ref<typeof Http.getRealName>('GET', '/member/real-name/get'),
  uploadFile: ref<typeof Http.uploadFile>('POST', '/infra/file/upload'),
};
