export { createSubscriptionModule } from './subscription-module';
