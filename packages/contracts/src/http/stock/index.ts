// The stock operations (issue 18): app calls under /pay/order-stock/, staff settings under the admin API.
export * from './stock-common';
export * from './place-order';
export * from './stock-reads';
export * from './stock-admin';
