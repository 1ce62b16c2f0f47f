export { createAiModule } from './ai-module';
