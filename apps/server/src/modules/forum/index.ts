// The forum module's public face (README.md).
export { createForumModule } from './forum-module';
