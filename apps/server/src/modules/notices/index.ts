// The notices module's public face (README.md).
export { createNoticesModule } from './notices-module';
export { noticeOf } from './notice-kinds';
