// Content: articles, help, documents and banners (issue 21 §4).
export * from './content-common';
export * from './content-user';
export * from './content-admin';
export * from './content-feedback';
