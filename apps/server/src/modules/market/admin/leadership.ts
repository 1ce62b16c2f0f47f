import type { AppContext } from '../../../platform/context';
import { ExtensionPoint } from '../../../platform/modules/index';

/** Singletons other modules run (the risk engine), as each reports whether this instance leads it. */
export type ReportedSingleton = 'riskEngine';

/**
 * Lets a module that runs a leader-elected singleton tell the price-sources view whether this instance leads it,
 * without the market module depending on that module (it depends on the market, not the other way round).
 */
export interface LeadershipReport {
  name: ReportedSingleton;
  isLeader: () => boolean;
}

export const LEADERSHIP_REPORTS = new ExtensionPoint<LeadershipReport>('market.leadershipReports');

/** Whether this instance leads `name`; false when no module reported it (the singleton is off here). */
export const leadsHere = (context: AppContext, name: ReportedSingleton) =>
  context.modules
    .contributions(LEADERSHIP_REPORTS)
    .find((report) => report.name === name)
    ?.isLeader() ?? false;
