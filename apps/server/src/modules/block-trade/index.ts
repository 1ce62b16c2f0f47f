export { createBlockTradeModule } from './block-trade-module';
