export { createVipModule } from './vip-module';
