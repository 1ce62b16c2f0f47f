export { ExtensionPoint, ModuleRegistry, RuntimeSlot } from './module-registry';
export { orderModules } from './compose-modules';
export type { SeedRun, ServerModule } from './server-module';
