export { createStockModule, STOCK_LIMIT_FILL_SCHEDULE } from './stock-module';
export { fillWaitingOrders } from './waiting-orders';
export { isStockInSession, STOCK_CALENDAR } from './stock-market';
export { seedStockSettings, STOCK_MENU_PATH, STOCK_SETTINGS_KEY } from './stock-settings';
export { StockBusinessType } from './stock-fills';
