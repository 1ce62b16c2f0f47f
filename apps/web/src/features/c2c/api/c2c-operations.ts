import type * as Http from '@exchange/contracts/http/index';
import { operationRef as ref } from '@/lib/operations';

/**
 * The C2C operations this feature calls (issue 20 §2), by their `@exchange/contracts/http` export name: method and
 * path only at run time. lib/operations.test.ts checks them. Paths with `:id` are filled in by `withId`.
 */
export const c2cOperations = {
  getMyMerchant: ref<typeof Http.getMyMerchant>('GET', '/c2c/merchant/me'),
  applyMerchant: ref<typeof Http.applyMerchant>('POST', '/c2c/merchant/apply'),
  listC2cPaymentMethods: ref<typeof Http.listC2cPaymentMethods>('GET', '/c2c/payment-methods'),
  createC2cPaymentMethod: ref<typeof Http.createC2cPaymentMethod>('POST', '/c2c/payment-methods'),
  deleteC2cPaymentMethod: ref<typeof Http.deleteC2cPaymentMethod>('POST', '/c2c/payment-methods/delete'),
  pageC2cAds: ref<typeof Http.pageC2cAds>('GET', '/c2c/ads'),
  listMyC2cAds: ref<typeof Http.listMyC2cAds>('GET', '/c2c/ads/mine'),
  createC2cAd: ref<typeof Http.createC2cAd>('POST', '/c2c/ads'),
  setC2cAdState: ref<typeof Http.setC2cAdState>('POST', '/c2c/ads/:id/state'),
  openC2cOrder: ref<typeof Http.openC2cOrder>('POST', '/c2c/orders'),
  pageC2cOrders: ref<typeof Http.pageC2cOrders>('GET', '/c2c/orders'),
  getC2cOrder: ref<typeof Http.getC2cOrder>('GET', '/c2c/orders/:id'),
  markC2cOrderPaid: ref<typeof Http.markC2cOrderPaid>('POST', '/c2c/orders/:id/paid'),
  releaseC2cOrder: ref<typeof Http.releaseC2cOrder>('POST', '/c2c/orders/:id/release'),
  cancelC2cOrder: ref<typeof Http.cancelC2cOrder>('POST', '/c2c/orders/:id/cancel'),
  appealC2cOrder: ref<typeof Http.appealC2cOrder>('POST', '/c2c/orders/:id/appeal'),
  addC2cEvidence: ref<typeof Http.addC2cEvidence>('POST', '/c2c/orders/:id/evidence'),
  getC2cOrderFile: ref<typeof Http.getC2cOrderFile>('GET', '/c2c/order-file'),
  /** The order's chat group (issue 21): opened here, read on the customer-service conversation screen. */
};

/** The path of an `:id` operation for one row (`callOperation` does not fill path parameters in). */
export const withId = (operation: { path: string }, id: number) => operation.path.replace(':id', String(id));
