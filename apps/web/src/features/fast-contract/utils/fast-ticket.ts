import { BigNumber } from 'bignumber.js';
import type { FastContractPeriod } from '@exchange/contracts/http/fast-contract/index';
import { parseDecimal } from '@exchange/domain/decimal';
import {
  fastContractHouseEdge,
  fastContractLossIfWrong,
  fastContractPayoutIfWon,
  fastContractProfitIfWon,
} from '@exchange/domain/fast-contract/index';
import type { BuyFastContractRequest } from '../api/buy-fast-contract';
import type { FastDirectionValue } from './fast-status';

/** Stakes are USDT with at most 2 decimals (the contract's stake rule). */
export const STAKE_DECIMALS = 2;

export interface FastTicketValues {
  direction: FastDirectionValue;
  stake: string;
  periodSeconds: number | null;
}

export interface FastTicketContext {
  symbol: string;
  /** The instrument's periods as the rules offer them now. */
  periods: readonly FastContractPeriod[];
  minStake: string;
  maxStake: string;
  /** The caller's stakes in open contracts, and the most they may have open. */
  openStake: string;
  maxOpenStakePerUser: string;
  /** The fast wallet's free balance; null while unknown. */
  available: string | null;
}

export type FastProblemKey =
  'required' | 'invalid' | 'decimals' | 'belowMin' | 'aboveMax' | 'insufficient' | 'openLimit' | 'period';

export interface FastProblem {
  key: FastProblemKey;
  values?: Record<string, string>;
}

/** What the user gets for each outcome of this stake and period, shown before they confirm (decimal strings). */
export interface FastPreview {
  stake: string;
  payoutRate: string;
  /** Back to the wallet when correct: the stake plus the winnings. */
  payoutIfWon: string;
  profitIfWon: string;
  /** Lost if wrong: the whole stake. */
  lossIfWrong: string;
  /** The house's expected share of each stake for a fair coin, `(1 − payoutRate) / 2`. */
  houseEdge: string;
}

export interface FastTicketState {
  period: FastContractPeriod | null;
  problems: { stake?: FastProblem; period?: FastProblem };
  preview: FastPreview | null;
  request: BuyFastContractRequest | null;
}

function stakeProblem(text: string, context: FastTicketContext): FastProblem | null {
  if (text.trim() === '') return { key: 'required' };
  const stake = parseDecimal(text);
  if (stake === null || !stake.isGreaterThan(0)) return { key: 'invalid' };
  if ((stake.decimalPlaces() ?? 0) > STAKE_DECIMALS)
    return { key: 'decimals', values: { decimals: String(STAKE_DECIMALS) } };
  if (stake.isLessThan(context.minStake)) return { key: 'belowMin', values: { min: context.minStake } };
  if (stake.isGreaterThan(context.maxStake)) return { key: 'aboveMax', values: { max: context.maxStake } };
  if (context.available !== null && stake.isGreaterThan(context.available)) return { key: 'insufficient' };
  const room = new BigNumber(context.maxOpenStakePerUser).minus(context.openStake);
  if (stake.isGreaterThan(room))
    return {
      key: 'openLimit',
      values: { room: BigNumber.max(room, 0).toFixed(), limit: context.maxOpenStakePerUser },
    };
  return null;
}

/**
 * The buy ticket as a pure function of what is typed and the rules: the chosen period, the problems per field, the
 * outcomes of the stake (the same domain functions the server settles with), and the exact body to send — with the
 * payout rate the user is shown, so a rate changed by staff meanwhile is refused rather than applied.
 */
export function evaluateFastTicket(values: FastTicketValues, context: FastTicketContext): FastTicketState {
  const period = context.periods.find((row) => row.periodSeconds === values.periodSeconds) ?? null;
  const problems: FastTicketState['problems'] = {};
  const stake = stakeProblem(values.stake, context);
  if (stake) problems.stake = stake;
  if (!period) problems.period = { key: 'period' };
  const amount = parseDecimal(values.stake);
  const preview =
    period && amount && amount.isGreaterThan(0)
      ? {
          stake: amount.toFixed(),
          payoutRate: period.payoutRate,
          payoutIfWon: fastContractPayoutIfWon(amount, period.payoutRate),
          profitIfWon: fastContractProfitIfWon(amount, period.payoutRate),
          lossIfWrong: fastContractLossIfWrong(amount),
          houseEdge: fastContractHouseEdge(period.payoutRate),
        }
      : null;
  const request =
    period && amount && !problems.stake
      ? {
          symbol: context.symbol,
          direction: values.direction,
          amount: amount.toFixed(),
          periodSeconds: period.periodSeconds,
          payoutRate: period.payoutRate,
        }
      : null;
  return { period, problems, preview, request };
}

/** A rate as a percentage number string (`0.85` → `85`, `0.075` → `7.5`), for `formatPercent`. */
export const rateAsPercent = (rate: string) => new BigNumber(rate).times(100).toFixed();

/** The decimals a rate's percentage needs, at most 2 (`0.85` → 0 for `85%`, `0.075` → 1 for `7.5%`). */
export const percentDecimals = (rate: string) =>
  Math.min(2, new BigNumber(rate).times(100).decimalPlaces() ?? 0);
