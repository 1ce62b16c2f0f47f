import type { Operation } from '@exchange/contracts/http/operation';
import type * as Http from '@exchange/contracts/http/index';

/**
 * The HTTP operations the web app calls, by their `@exchange/contracts/http` export name. Only method and path
 * are needed at run time; the contract is imported for its TYPES, so zod and the schemas stay out of the first
 * download (the /login budget). operations.test.ts checks every entry against the contract itself.
 */
export interface OperationRef<O extends Operation> {
  method: O['method'];
  path: string;
  /** Carries the operation's type; never set. */
  readonly operation?: O;
}

function ref<O extends Operation>(method: O['method'], path: string): OperationRef<O> {
  return { method, path };
}

export const operations = {
  login: ref<typeof Http.login>('POST', '/system/auth/login'),
  validRepeatLogin: ref<typeof Http.validRepeatLogin>('POST', '/system/auth/valid-repeat-login'),
  emailRegister: ref<typeof Http.emailRegister>('POST', '/system/auth/email-register'),
  smsRegister: ref<typeof Http.smsRegister>('POST', '/system/auth/sms-register'),
  sendCaptcha: ref<typeof Http.sendCaptcha>('GET', '/system/auth/send-captcha'),
  imageCaptcha: ref<typeof Http.imageCaptcha>('GET', '/system/auth/img-captcha'),
  resetPassword: ref<typeof Http.resetPassword>('POST', '/system/auth/reset-pwd'),
  updatePassword: ref<typeof Http.updatePassword>('POST', '/system/auth/update-pwd'),
  keepOnline: ref<typeof Http.keepOnline>('POST', '/system/auth/keep-online'),
  logout: ref<typeof Http.logout>('POST', '/system/auth/logout'),
  refreshToken: ref<typeof Http.refreshToken>('POST', '/system/auth/refresh-token'),
  getCurrentMember: ref<typeof Http.getCurrentMember>('GET', '/member/get-current-member'),
  updateEmail: ref<typeof Http.updateEmail>('PUT', '/member/update-email'),
  updatePhone: ref<typeof Http.updatePhone>('PUT', '/member/update-phone'),
  updateAvatarName: ref<typeof Http.updateAvatarName>('PUT', '/member/update-avatar-name'),
  updatePayPassword: ref<typeof Http.updatePayPassword>('PUT', '/member/update-pay-pwd'),
  submitRealName: ref<typeof Http.submitRealName>('POST', '/member/real-name/submit'),
  getRealName: ref<typeof Http.getRealName>('GET', '/member/real-name/get'),
  uploadFile: ref<typeof Http.uploadFile>('POST', '/infra/file/upload'),
  listAreaCodes: ref<typeof Http.listAreaCodes>('GET', '/system/area-code/list'),
  listNationalities: ref<typeof Http.listNationalities>('GET', '/system/nationality/list'),
  getAppInfo: ref<typeof Http.getAppInfo>('GET', '/system/app-info/get'),
  listLanguages: ref<typeof Http.listLanguages>('GET', '/system/language/list'),
  getTranslation: ref<typeof Http.getTranslation>('GET', '/system/translation/get'),
  listMenus: ref<typeof Http.listMenus>('GET', '/system/menu/list'),
  listExchangeRates: ref<typeof Http.listExchangeRates>('GET', '/system/exchange-rate/list'),
  listMarketPage: ref<typeof Http.listMarketPage>('GET', '/market/list/page'),
  listPlates: ref<typeof Http.listPlates>('GET', '/market/plate/list'),
  getFeedStatus: ref<typeof Http.getFeedStatus>('GET', '/market/feed/status'),
  listFavouritePage: ref<typeof Http.listFavouritePage>('GET', '/market/favourite/page'),
  addFavourite: ref<typeof Http.addFavourite>('POST', '/market/favourite/add'),
  deleteFavourite: ref<typeof Http.deleteFavourite>('POST', '/market/favourite/delete'),
  getKlines: ref<typeof Http.getKlines>('GET', '/market/kline/list'),
  getDepth: ref<typeof Http.getDepth>('GET', '/market/depth'),
};
