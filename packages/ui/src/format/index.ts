export * from './number-format';
export * from './number-locale';
export * from './money';
export { SignedPercent } from './signed-percent';
