import { BigNumber } from 'bignumber.js';
import { eq, inArray } from 'drizzle-orm';
import { InstrumentType } from '@exchange/contracts';
import { CONTRACT_MIN_NOTIONAL, contractSpecReference } from '@exchange/contracts/reference/index';
import { buildBrackets, maxNotional, type Bracket } from '@exchange/domain';
import { contractSpecs, instruments, type DbOrTx } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { fail } from '../../platform/errors';
import {
  INSTRUMENTS_CHANGED_CHANNEL,
  findListedInstrument,
  listedInstruments,
  type Instrument,
} from '../market/index';

/** A listed perpetual's trading rules, as this instance holds them. */
export interface ContractSpec {
  instrument: Instrument;
  symbol: string;
  brackets: Bracket[];
  takerFeeRate: string;
  makerFeeRate: string;
  /** The lowest of the first bracket's leverage and the operator's CONTRACT_MAX_LEVERAGE. */
  maxLeverage: number;
  minNotional: string;
  maxNotional: string;
}

/** Seeding is insert-only: a perpetual without rules gets the reference tiers of its base asset and default fees. */
export const seedContractSpecs = async (context: AppContext) => {
  const perpetuals = await context.db
    .select({ id: instruments.id, baseAsset: instruments.baseAsset })
    .from(instruments)
    .where(inArray(instruments.type, [InstrumentType.contract]));
  if (perpetuals.length === 0) return;
  await context.db
    .insert(contractSpecs)
    .values(
      perpetuals.map((row) => {
        const reference = contractSpecReference(row.baseAsset.replace(/^1000/, ''));
        return {
          instrumentId: row.id,
          tiers: reference.tiers.map((tier) => ({ ...tier })),
          takerFeeRate: reference.takerFeeRate,
          makerFeeRate: reference.makerFeeRate,
        };
      }),
    )
    .onConflictDoNothing();
};

/** Every perpetual's rules by instrument id, listed or not (listing is read from the catalogue per call). */
const loadSpecs = async (db: DbOrTx, leverageCap: number) => {
  const rows = await db
    .select({ spec: contractSpecs, instrument: instruments })
    .from(contractSpecs)
    .innerJoin(instruments, eq(instruments.id, contractSpecs.instrumentId));
  const specs = new Map<number, ContractSpec>();
  for (const { spec, instrument } of rows) {
    const brackets = buildBrackets(spec.tiers);
    specs.set(instrument.id, {
      instrument,
      symbol: instrument.symbol,
      brackets,
      takerFeeRate: new BigNumber(spec.takerFeeRate).toFixed(),
      makerFeeRate: new BigNumber(spec.makerFeeRate).toFixed(),
      maxLeverage: Math.min(brackets[0]?.initialLeverage ?? 1, leverageCap),
      minNotional: CONTRACT_MIN_NOTIONAL,
      maxNotional: maxNotional(brackets),
    });
  }
  return specs;
};

/** A missed bus message must not leave an instance on old rules for long: every instance also reloads this often. */
const SPEC_RELOAD_MS = 60_000;

/**
 * Every perpetual's rules in memory (orders and the risk engine read them per call), loaded at start, again when the
 * instruments change (staff editing rules publish that channel) and every minute in case a message was lost. Whether
 * a perpetual is listed is asked of the market's catalogue on every read, so listing and unlisting take effect at
 * once. `onReload` listeners (the risk engine) hear of each reload that changed a bracket table.
 */
export class ContractSpecBook {
  private specs = new Map<number, ContractSpec>();
  private unsubscribe: (() => Promise<void>) | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly listeners: (() => void)[] = [];
  private loadedBrackets = '';

  constructor(private readonly context: AppContext) {}

  async start() {
    await this.reload();
    const reloadLogged = () =>
      this.reload().catch((error: unknown) =>
        this.context.logger.error({ err: error }, 'contract specs reload failed'),
      );
    this.unsubscribe = await this.context.bus.subscribe(INSTRUMENTS_CHANGED_CHANNEL, () => {
      void reloadLogged();
    });
    this.timer = setInterval(() => void reloadLogged(), SPEC_RELOAD_MS);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    await this.unsubscribe?.().catch(() => {});
  }

  async reload() {
    this.specs = await loadSpecs(this.context.db, this.context.config.CONTRACT_MAX_LEVERAGE);
    // Listeners rebuild from the database, so they hear only of reloads that changed a bracket table.
    const brackets = JSON.stringify([...this.specs].map(([id, spec]) => [id, spec.brackets]));
    if (brackets === this.loadedBrackets) return;
    this.loadedBrackets = brackets;
    for (const listener of this.listeners) listener();
  }

  onReload(listener: () => void) {
    this.listeners.push(listener);
  }

  /** The rules of the LISTED perpetual `symbol`. */
  get(symbol: string): ContractSpec | undefined {
    const instrument = findListedInstrument(this.context, InstrumentType.contract, symbol);
    return instrument ? this.specs.get(instrument.id) : undefined;
  }

  /** The listed perpetual `symbol`, or INSTRUMENT_NOT_FOUND naming `field`. */
  require(symbol: string, field = 'symbol'): ContractSpec {
    return this.get(symbol) ?? fail('INSTRUMENT_NOT_FOUND', { field });
  }

  /** A perpetual by instrument id, listed or not (an open position outlives a delisting). */
  byInstrumentId(instrumentId: number): ContractSpec | undefined {
    return this.specs.get(instrumentId);
  }

  /** Every listed perpetual's rules, in the market's order. */
  listed(): ContractSpec[] {
    return listedInstruments(this.context, InstrumentType.contract)
      .map((instrument) => this.specs.get(instrument.id))
      .filter((spec): spec is ContractSpec => spec !== undefined);
  }
}
