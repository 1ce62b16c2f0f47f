import type { AppContext } from '../../../platform/context';

/** Singletons other modules run (the risk engine), as each reports whether this instance leads it. */
export type ReportedSingleton = 'riskEngine';

const reporters = new WeakMap<AppContext, Map<ReportedSingleton, () => boolean>>();

/**
 * Lets a module that runs a leader-elected singleton tell the price-sources view whether this instance leads it,
 * without the market module depending on that module (it depends on the market, not the other way round).
 */
export const reportLeadership = (context: AppContext, name: ReportedSingleton, isLeader: () => boolean) => {
  const map = reporters.get(context) ?? new Map<ReportedSingleton, () => boolean>();
  map.set(name, isLeader);
  reporters.set(context, map);
};

/** Whether this instance leads `name`; false when no module reported it (the singleton is off here). */
export const leadsHere = (context: AppContext, name: ReportedSingleton) =>
  reporters.get(context)?.get(name)?.() ?? false;
