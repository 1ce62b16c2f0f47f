import { BigNumber } from 'bignumber.js';
import type { AppContext } from '../../platform/context';
import { spotFeeRates } from '../../platform/db/index';
import { INSTRUMENTS_CHANGED_CHANNEL } from '../market/index';

/** What a pair trades at until staff set its fees (Binance's base tier: 0.1 % both ways; a 5 USDT minimum order). */
export const SPOT_DEFAULT_MAKER_FEE_RATE = '0.001';
export const SPOT_DEFAULT_TAKER_FEE_RATE = '0.001';
export const SPOT_DEFAULT_MIN_NOTIONAL = '5';
/** The fee table also reloads this often, in case a change message was lost (the bus is at-most-once). */
export const SPOT_FEES_RELOAD_MS = 60_000;

/** A pair's fees (fractions of the order value) and its minimum order value in the quote asset. */
export interface PairFees {
  makerFeeRate: string;
  takerFeeRate: string;
  minNotional: string;
  /** Null while the pair trades at the defaults. */
  updatedAt: Date | null;
}

const DEFAULT_FEES: PairFees = {
  makerFeeRate: SPOT_DEFAULT_MAKER_FEE_RATE,
  takerFeeRate: SPOT_DEFAULT_TAKER_FEE_RATE,
  minNotional: SPOT_DEFAULT_MIN_NOTIONAL,
  updatedAt: null,
};

/**
 * The staff-set fees of every spot pair, in memory (an order reads them without a round trip). Reloads on the
 * instruments' change channel (the staff edit announces there) and every SPOT_FEES_RELOAD_MS.
 */
export class SpotFeeBook {
  private fees = new Map<number, PairFees>();
  private unsubscribe: (() => Promise<void>) | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly context: AppContext) {}

  async start() {
    await this.reload();
    const reloadLogged = () =>
      this.reload().catch((error: unknown) =>
        this.context.logger.error({ err: error }, 'spot fees reload failed'),
      );
    this.unsubscribe = await this.context.bus.subscribe(
      INSTRUMENTS_CHANGED_CHANNEL,
      () => void reloadLogged(),
    );
    this.timer = setInterval(() => void reloadLogged(), SPOT_FEES_RELOAD_MS);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    await this.unsubscribe?.().catch(() => {});
  }

  async reload() {
    const rows = await this.context.db.select().from(spotFeeRates);
    this.fees = new Map(
      rows.map((row) => [
        row.instrumentId,
        {
          makerFeeRate: new BigNumber(row.makerFeeRate).toFixed(),
          takerFeeRate: new BigNumber(row.takerFeeRate).toFixed(),
          minNotional: new BigNumber(row.minNotional).toFixed(),
          updatedAt: row.updatedAt,
        },
      ]),
    );
  }

  /** The pair's own fees, or the defaults. */
  of(instrumentId: number): PairFees {
    return this.fees.get(instrumentId) ?? DEFAULT_FEES;
  }
}
