import { BigNumber } from 'bignumber.js';
import type { FastifyRequest } from 'fastify';
import {
  InstrumentType,
  type FastContractSettings,
  type FastContractSettingsInput,
} from '@exchange/contracts';
import { fastContractSettings, type FastContractRules } from '../../../platform/db/index';
import type { AppContext } from '../../../platform/context';
import { fail } from '../../../platform/errors';
import { auditedTransaction, recordAudit } from '../../../platform/http/staff-audit';
import { findListedInstrument } from '../../market/index';
import { readRules, toSettings } from '../fast-contract-rules';

/** `GET fast-contract/settings`: the rules in force (the defaults until staff first save). */
export const getFastContractSettings = async (context: AppContext): Promise<FastContractSettings> => {
  const { rules, updatedAt } = await readRules(context, context.db);
  return toSettings(rules, updatedAt);
};

/** Decimals as stored: canonical strings, countries upper-case, periods in ascending order. */
const toRules = (context: AppContext, body: FastContractSettingsInput): FastContractRules => ({
  isEnabled: body.isEnabled,
  blockedCountries: [...body.blockedCountries].sort(),
  minStake: new BigNumber(body.minStake).toFixed(),
  maxStake: new BigNumber(body.maxStake).toFixed(),
  maxOpenStakePerUser: new BigNumber(body.maxOpenStakePerUser).toFixed(),
  instruments: body.instruments.map((offer, index) => {
    if (!findListedInstrument(context, InstrumentType.fastContract, offer.symbol))
      fail('BAD_REQUEST', {
        field: `instruments.${index}.symbol`,
        values: { reason: 'is not a listed fast-contract instrument' },
      });
    return {
      symbol: offer.symbol,
      exposureLimit: new BigNumber(offer.exposureLimit).toFixed(),
      periods: [...offer.periods]
        .sort((a, b) => a.periodSeconds - b.periodSeconds)
        .map((period) => ({
          periodSeconds: period.periodSeconds,
          payoutRate: new BigNumber(period.payoutRate).toFixed(),
        })),
    };
  }),
});

/**
 * `PUT fast-contract/settings`: replaces the whole rule document in one statement, audited with before and after in
 * the same transaction. New buys follow it at once (every buy reads the rules in its own transaction, so a buy whose
 * payout rate changed meanwhile is refused); open contracts keep the rate they were bought at. No field here touches a
 * price or an outcome.
 */
export const updateFastContractSettings = async (
  context: AppContext,
  request: FastifyRequest,
  body: FastContractSettingsInput,
): Promise<FastContractSettings> => {
  const rules = toRules(context, body);
  return auditedTransaction(context.db, request, async (tx) => {
    const before = await readRules(context, tx);
    const now = new Date(context.clock.nowMs());
    const updatedBy = `staff:${request.staff?.staffId ?? 'unknown'}`;
    await tx
      .insert(fastContractSettings)
      .values({ id: 1, rules, updatedBy, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: fastContractSettings.id, set: { rules, updatedBy, updatedAt: now } });
    recordAudit(request, { target: 'fast-contract:settings', before: before.rules, after: rules });
    return toSettings(rules, now);
  });
};
