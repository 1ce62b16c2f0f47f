export { createDemoFundsModule } from './demo-funds-module';
