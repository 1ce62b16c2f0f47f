import { and, eq, lte } from 'drizzle-orm';
import { InstrumentType, SubscriptionProjectStatus } from '@exchange/contracts';
import { instruments, subscriptionProjects } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { announceInstrumentChange } from '../market/index';
import { SUBSCRIPTION_QUOTE, type ProjectRow } from './subscription-rules';

/** Plate of listed subscription tokens on the market list. */
export const SUBSCRIPTION_PLATE = 'launchpad';
/** Price decimals of a listed token: the subscription price's scale and at least 4. */
const priceAccuracyOf = (price: string) =>
  Math.min(8, Math.max(4, price.split('.')[1]?.replace(/0+$/, '').length ?? 0));

/**
 * Lists one distributed project as a spot pair `<symbol>USDT` (instrument type coin), once: the instrument is inserted
 * if absent and the project moved to listed by an UPDATE guarded on distributed, in one transaction. The pair's price
 * is whatever the price source gives it — a live exchange that does not list the token gives none, and the screens say
 * it is unpriced. `referencePrice` is only the demo simulator's anchor (a live source ignores it); nothing here or in any
 * staff route sets a price.
 */
export const listProject = async (context: AppContext, project: ProjectRow) => {
  const symbol = `${project.symbol}${SUBSCRIPTION_QUOTE}`;
  const instrumentId = await context.db.transaction(async (tx) => {
    await tx
      .insert(instruments)
      .values({
        type: InstrumentType.coin,
        symbol,
        baseAsset: project.symbol,
        quoteAsset: SUBSCRIPTION_QUOTE,
        displayName: project.name,
        logo: project.logo,
        plate: SUBSCRIPTION_PLATE,
        priceAccuracy: priceAccuracyOf(project.price),
        transactionAccuracy: project.precision,
        referencePrice: project.price,
        annualVolatility: '1.2',
        isListed: true,
        sort: 10_000 + project.id,
      })
      .onConflictDoNothing({ target: [instruments.type, instruments.symbol] });
    const [instrument] = await tx
      .select({ id: instruments.id })
      .from(instruments)
      .where(and(eq(instruments.type, InstrumentType.coin), eq(instruments.symbol, symbol)));
    const [listed] = await tx
      .update(subscriptionProjects)
      .set({ status: SubscriptionProjectStatus.listed, instrumentId: instrument?.id ?? null })
      .where(
        and(
          eq(subscriptionProjects.id, project.id),
          eq(subscriptionProjects.status, SubscriptionProjectStatus.distributed),
        ),
      )
      .returning({ id: subscriptionProjects.id });
    return listed ? (instrument?.id ?? null) : null;
  });
  if (instrumentId !== null)
    await announceInstrumentChange(context, { reason: 'listing', instrumentId, isListed: true });
  return instrumentId !== null;
};

/** One run of `subscription.list`: every distributed project whose listing time has come. */
export const runListing = async (context: AppContext) => {
  const due = await context.db
    .select()
    .from(subscriptionProjects)
    .where(
      and(
        eq(subscriptionProjects.status, SubscriptionProjectStatus.distributed),
        lte(subscriptionProjects.listAt, new Date(context.clock.nowMs())),
      ),
    );
  let listed = 0;
  for (const project of due) if (await listProject(context, project)) listed += 1;
  return { listed };
};
