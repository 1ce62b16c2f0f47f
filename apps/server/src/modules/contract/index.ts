export { registerContractModule, riskEngineOf } from './contract-module';
export { seedContractSpecs } from './contract-specs';
export { contractAccountOf } from './contract-reads';
export { CONTRACT_CHANGED_CHANNEL } from './contract-events';
export { requireContractTransferable } from './contract-transfers';
export { registerAdminContractRoutes } from './admin/admin-contract-routes';
export { openContractCounts, staffContractView } from './staff-contract-view';
