// The content module's public face (README.md).
export { createContentModule } from './content-module';
export { sanitiseRichText } from './sanitise-rich-text';
