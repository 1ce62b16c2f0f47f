export { createLoanModule } from './loan-module';
