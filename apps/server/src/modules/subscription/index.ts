export { createSubscriptionModule } from './subscription-module';
export { closeProject, runAllotment, settleAllotment } from './allot-subscriptions';
export { distributeOrder, runDistribution } from './distribute-subscriptions';
export { runListing } from './list-subscriptions';
export { allotLottery, allotProRata, lotteryTicket, seedHashOf } from './allotment';
