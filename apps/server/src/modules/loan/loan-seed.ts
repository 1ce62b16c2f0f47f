import { loanConfigs } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { HouseAccount, houseAccountId } from '../ledger/index';
import { LOAN_ASSET } from './loan-rules';

/** BTC and ETH terms, as Binance Loans shows them (65 / 80 / 90 %, about 8 % a year): added once, never overwritten. */
const SEED = ['BTC', 'ETH'].map((coin) => ({
  collateralCoin: coin,
  initialLtv: '0.65',
  marginCallLtv: '0.8',
  liquidationLtv: '0.9',
  hourlyRate: '0.0000095',
  termDays: [7, 30, 90],
  minLoan: '10',
  maxLoan: coin === 'BTC' ? '500000' : '200000',
  liquidationFeeRate: '0.02',
  isActive: true,
  updatedBy: 'seed',
}));

export const seedLoans = async (context: AppContext) => {
  await houseAccountId(context.db, HouseAccount.loanBook, LOAN_ASSET);
  await context.db.insert(loanConfigs).values(SEED).onConflictDoNothing();
};
