export { createAiModule } from './ai-module';
export { runAiEngine, stepAiOrder } from './ai-engine';
export { settleDueAiOrders, closeOrder as closeAiOrder } from './settle-ai';
