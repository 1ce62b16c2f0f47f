export { createC2cModule } from './c2c-module';
export { expireC2cOrders } from './c2c-jobs';
