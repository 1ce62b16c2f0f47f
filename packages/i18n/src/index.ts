export * from './namespaces';
export * from './tree';
export type { EnglishAppStrings, EnglishNamespaces } from './english';
