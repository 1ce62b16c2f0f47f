import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import * as Http from '@exchange/contracts';
import { rechargeOrders, withdrawalOrders } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { registerOperation, type RouteLimits } from '../../platform/http/operation-route';
import { anyTransfer } from './any-transfer';
import {
  ChannelDirection,
  groupRechargeChannels,
  listChannels,
  listRechargeCoins,
  pageRechargeChannels,
  requireChannel,
  toChannel,
} from './channels';
import { createWithdrawal, getWithdrawalFee } from './create-withdrawal';
import { getDepositAddress } from './deposit-address';
import { createSwap, getSwap, listSwapCoins, pageSwaps, quoteSwap, recentSwaps } from './flash-exchange';
import { listFundRecordDetails, listFundRecords } from './fund-records';
import * as Overview from './funds-overview';
import { paymentMethodOperations } from './payment-methods';
import { listPendingDeposits } from './pending-deposits';
import { listOwnRecharges, pageRecharges, requireOwnRecharge } from './recharge-orders';
import { registerRechargeProofRoute } from './recharge-proof';
import { cancelWithdrawal } from './review-withdrawal';
import { submitRechargeClaim, submitRechargeForm, verifyRecharge } from './submit-recharge';
import { listOwnWithdrawals, pageWithdrawals, requireWithdrawal } from './withdrawal-orders';

/** Money calls per client IP: generous for a person, tight enough to blunt scripted floods. */
export const MONEY_CALL_LIMITS: RouteLimits = { rateLimit: { max: 120, timeWindowMs: 60_000 } };

const registerOverview = (app: FastifyInstance, context: AppContext) => {
  registerOperation(app, Http.getFundsOverview, ({ caller }) => Overview.getFundsOverview(context, caller));
  registerOperation(app, Http.listCoinFunds, ({ caller }) => Overview.listCoinFunds(context, caller));
  registerOperation(app, Http.getContractFunds, ({ caller }) => Overview.getContractFunds(context, caller));
  registerOperation(app, Http.getFastWallet, ({ caller }) => Overview.getFastWallet(context, caller));
  registerOperation(app, Http.listWalletTypes, ({ caller }) => Overview.listWalletTypes(context, caller));
  registerOperation(app, Http.getWalletStatistic, ({ caller }) =>
    Overview.getWalletStatistic(context, caller),
  );
  registerOperation(app, Http.listFiatTotals, ({ caller }) => Overview.listFiatTotals(context, caller));
  registerOperation(app, Http.getWalletByCoin, ({ caller, query }) =>
    Overview.getWalletByCoin(context, caller, query),
  );
  registerOperation(
    app,
    Http.anyTransfer,
    ({ caller, body, idempotencyKey }) => anyTransfer(context, caller, idempotencyKey, body),
    MONEY_CALL_LIMITS,
  );
  registerOperation(app, Http.listFundRecords, ({ caller, query }) =>
    listFundRecords(context, caller, query),
  );
  registerOperation(app, Http.listFundRecordDetails, ({ caller, query }) =>
    listFundRecordDetails(context, caller, query.ids),
  );
};

const registerChannels = (app: FastifyInstance, context: AppContext) => {
  const recharge = ChannelDirection.recharge;
  registerOperation(app, Http.listRechargeChannels, ({ query }) => listChannels(context.db, recharge, query));
  registerOperation(app, Http.pageRechargeChannels, ({ query }) => pageRechargeChannels(context.db, query));
  registerOperation(app, Http.groupRechargeChannels, ({ query }) => groupRechargeChannels(context.db, query));
  registerOperation(app, Http.listRechargeCoins, () => listRechargeCoins(context.db));
  registerOperation(app, Http.listVirtualRechargeChannels, ({ query }) =>
    listChannels(context.db, recharge, { ...query, methodType: Http.ChannelMethod.virtualCurrency }),
  );
  registerOperation(app, Http.listBankCardRechargeChannels, ({ query }) =>
    listChannels(context.db, recharge, { ...query, methodType: Http.ChannelMethod.bankCard }),
  );
  registerOperation(app, Http.getRechargeChannel, async ({ query }) =>
    toChannel(await requireChannel(context.db, recharge, query.id, 'id')),
  );
  registerOperation(app, Http.listWithdrawalChannels, ({ query }) =>
    listChannels(context.db, ChannelDirection.withdrawal, query),
  );
};

const registerRecharges = (app: FastifyInstance, context: AppContext) => {
  registerOperation(app, Http.getDepositAddress, ({ caller, query }) =>
    getDepositAddress(context, caller, query),
  );
  registerOperation(app, Http.verifyRecharge, ({ query }) => verifyRecharge(context, query));
  registerOperation(
    app,
    Http.submitRecharge,
    ({ caller, request, idempotencyKey }) => submitRechargeForm(context, caller, idempotencyKey, request),
    MONEY_CALL_LIMITS,
  );
  registerOperation(
    app,
    Http.createRecharge,
    ({ caller, body, idempotencyKey }) => submitRechargeClaim(context, caller, idempotencyKey, body),
    MONEY_CALL_LIMITS,
  );
  registerOperation(app, Http.pageRecharges, ({ caller, query }) =>
    pageRecharges(context.db, { ...query, userId: caller.userId }, query),
  );
  registerOperation(app, Http.getRechargeDetail, ({ caller, query }) =>
    requireOwnRecharge(context.db, caller.userId, eq(rechargeOrders.id, query.id), 'id'),
  );
  registerOperation(app, Http.getRechargeByNo, ({ caller, query }) =>
    requireOwnRecharge(context.db, caller.userId, eq(rechargeOrders.no, query.no), 'no'),
  );
  registerOperation(app, Http.listRechargeDetails, ({ caller, query }) =>
    listOwnRecharges(context.db, caller.userId, query.ids),
  );
  registerOperation(app, Http.listPendingDeposits, ({ caller, query }) =>
    listPendingDeposits(context, caller, query),
  );
  registerRechargeProofRoute(app, context);
};

const registerWithdrawals = (app: FastifyInstance, context: AppContext) => {
  registerOperation(app, Http.getWithdrawalFee, ({ caller, query }) =>
    getWithdrawalFee(context, caller, query),
  );
  registerOperation(
    app,
    Http.createWithdrawal,
    ({ caller, body, idempotencyKey }) => createWithdrawal(context, caller, idempotencyKey, body),
    MONEY_CALL_LIMITS,
  );
  registerOperation(
    app,
    Http.cancelWithdrawal,
    ({ caller, params }) => cancelWithdrawal(context, caller, params),
    MONEY_CALL_LIMITS,
  );
  registerOperation(app, Http.pageWithdrawals, ({ caller, query }) =>
    pageWithdrawals(context.db, { ...query, userId: caller.userId }, query),
  );
  registerOperation(app, Http.getWithdrawalDetail, ({ caller, query }) =>
    requireWithdrawal(
      context.db,
      and(eq(withdrawalOrders.userId, caller.userId), eq(withdrawalOrders.id, query.id)),
    ),
  );
  registerOperation(app, Http.listWithdrawalDetails, ({ caller, query }) =>
    listOwnWithdrawals(context.db, caller.userId, query.ids),
  );
};

/** The update bodies' shared shape (the contracts' schemas validated the fields). */
type MethodUpdate = { id: number } & Record<string, string | undefined>;

const registerPaymentMethods = (app: FastifyInstance, context: AppContext) => {
  const bank = paymentMethodOperations(Http.PaymentMethodType.bankCard);
  const crypto = paymentMethodOperations(Http.PaymentMethodType.virtualCurrency);
  registerOperation(app, Http.bankCardCreate, ({ caller, body }) => bank.create(context, caller, body));
  registerOperation(app, Http.bankCardUpdate, ({ caller, body }) =>
    bank.update(context, caller, body as MethodUpdate),
  );
  registerOperation(app, Http.bankCardGet, ({ caller, query }) => bank.get(context, caller, query));
  registerOperation(app, Http.bankCardList, ({ caller }) => bank.list(context, caller));
  registerOperation(app, Http.bankCardRemove, ({ caller, query }) => bank.remove(context, caller, query));
  registerOperation(app, Http.virtualWalletCreate, ({ caller, body }) =>
    crypto.create(context, caller, body),
  );
  registerOperation(app, Http.virtualWalletUpdate, ({ caller, body }) =>
    crypto.update(context, caller, body as MethodUpdate),
  );
  registerOperation(app, Http.virtualWalletGet, ({ caller, query }) => crypto.get(context, caller, query));
  registerOperation(app, Http.virtualWalletList, ({ caller }) => crypto.list(context, caller));
  registerOperation(app, Http.virtualWalletRemove, ({ caller, query }) =>
    crypto.remove(context, caller, query),
  );
};

const registerSwaps = (app: FastifyInstance, context: AppContext) => {
  registerOperation(app, Http.listFlashExchangeCoins, async () => listSwapCoins(context));
  registerOperation(app, Http.getFlashExchangeQuote, async ({ query }) => quoteSwap(context, query));
  registerOperation(
    app,
    Http.createFlashExchange,
    ({ caller, body, idempotencyKey }) => createSwap(context, caller, idempotencyKey, body),
    MONEY_CALL_LIMITS,
  );
  registerOperation(app, Http.getFlashExchangeDetail, ({ caller, query }) => getSwap(context, caller, query));
  registerOperation(app, Http.listFlashExchangeRecords, ({ caller }) => recentSwaps(context, caller));
  registerOperation(app, Http.pageFlashExchanges, ({ caller, query }) => pageSwaps(context, caller, query));
};

/** Wallets, transfers, deposits, withdrawals, payment methods, swaps and fund records (spec §7). */
export const registerWalletRoutes = (app: FastifyInstance, context: AppContext) => {
  registerOverview(app, context);
  registerChannels(app, context);
  registerRecharges(app, context);
  registerWithdrawals(app, context);
  registerPaymentMethods(app, context);
  registerSwaps(app, context);
};
