export { createDemoFundsModule } from './demo-funds-module';
export { DEMO_FUNDS_BUSINESS_TYPE } from './demo-funds-rules';
