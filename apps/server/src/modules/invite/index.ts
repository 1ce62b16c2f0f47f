export { createInviteModule } from './invite-module';
export { runRebateJob } from './rebate-job';
