export * from './data-socket';
export * from './im-socket';
