export { createContractModule, riskEngineOf, type ContractModuleOptions } from './contract-module';
export { seedContractSpecs } from './contract-specs';
export { contractAccountOf } from './contract-reads';
export { CONTRACT_CHANGED_CHANNEL } from './contract-events';
export { requireContractTransferable } from './contract-transfers';
