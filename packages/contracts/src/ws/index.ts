export * from './data-socket';
