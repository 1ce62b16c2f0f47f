import { NoticeCategory, type ServerMessage } from '@exchange/contracts';

/** What a push leaves as the user's message: translation keys (namespace `notices`, `noticeText.*`) and values. */
export interface NoticeDraft {
  category: number;
  kind: string;
  /** The key under noticeText: `<name>.title` and `<name>.content` are its texts. */
  name: string;
  values: Record<string, string | number>;
  link: string | null;
  refId: number | null;
}

/** ReviewStatus −1: rejected (spec §4: a not-passed status means rejected, anything else credited or completed). */
const REJECTED = -1;
const APPROVED = 1;
/** The C2C_ORDER push's steps (c2c/order-steps.ts) and their messages. */
const C2C_STEPS: Record<string, string> = {
  opened: 'c2cOpened',
  paid: 'c2cPaid',
  released: 'c2cReleased',
  cancelled: 'c2cCancelled',
  expired: 'c2cExpired',
  appealed: 'c2cAppealed',
  decided_release: 'c2cDecidedRelease',
  decided_return: 'c2cDecidedReturn',
};

const draft = (
  category: number,
  message: ServerMessage,
  name: string,
  values: Record<string, string | number> = {},
  link: string | null = null,
  refId: number | null = null,
): NoticeDraft => ({ category, kind: message.type, name, values, link, refId });

/**
 * The durable message of each push the user should be able to read later (issue 21 §3); the live-only pushes (prices,
 * balances, order fills shown on their own screens, the contract account) leave none. Spec §8's wording is the
 * English of these keys.
 */
export const noticeOf = (message: ServerMessage): NoticeDraft | null => {
  switch (message.type) {
    case 'RECHARGE_NOTICE': {
      const { id, no, status, remark, operateBalance, coinName } = message.data;
      const link = `/funds/orderHistoryDetail/${id}?kind=recharge`;
      const values = { no, amount: operateBalance, coin: coinName, remark: remark ?? '' };
      return status === REJECTED
        ? draft(NoticeCategory.funds, message, 'rechargeRejected', values, link, id)
        : draft(NoticeCategory.funds, message, 'rechargeCredited', values, link, id);
    }
    case 'WITHDRAW_NOTICE': {
      const { id, no, status, remark, operateBalance, coinName } = message.data;
      const link = `/funds/orderHistoryDetail/${id}?kind=withdrawal`;
      const values = { no, amount: operateBalance, coin: coinName, remark: remark ?? '' };
      if (status !== REJECTED)
        return draft(NoticeCategory.funds, message, 'withdrawalCompleted', values, link, id);
      return draft(
        NoticeCategory.funds,
        message,
        remark ? 'withdrawalRejected' : 'withdrawalRejectedPlain',
        values,
        link,
        id,
      );
    }
    case 'CONTRACT_STOP': {
      const { symbol, trigger, triggerPrice, dealPrice, quantity, plAmount, orderId } = message.data;
      const name = trigger === 2 ? 'takeProfit' : 'stopLoss';
      return draft(
        NoticeCategory.trading,
        message,
        name,
        { symbol, triggerPrice, dealPrice, quantity, pnl: plAmount },
        `/order/detail/${orderId}?type=contract`,
        orderId,
      );
    }
    case 'CONTRACT_LIQUIDATION': {
      const { positions, markPrice, forfeited } = message.data;
      const symbols = [...new Set(positions.map((position) => position.symbol))].join(', ');
      return draft(
        NoticeCategory.trading,
        message,
        'liquidation',
        { symbols, price: markPrice, amount: forfeited },
        '/order?tab=contract&scope=history',
      );
    }
    case 'REAL_NAME_NOTICE':
      return message.data.status === REJECTED
        ? draft(
            NoticeCategory.account,
            message,
            'realNameRejected',
            { remark: message.data.remark ?? '' },
            '/mine/verified',
          )
        : draft(NoticeCategory.account, message, 'realNameApproved', {}, '/mine/verified');
    case 'VIP_AUDIT': {
      const { applicationId, level, status, remark } = message.data;
      const name = status === APPROVED ? 'vipApproved' : 'vipRejected';
      return draft(
        NoticeCategory.activity,
        message,
        name,
        { level, remark: remark ?? '' },
        '/mine/vip',
        applicationId,
      );
    }
    case 'LOAN_MARGIN_CALL': {
      const { loanId, collateralCoin, ltv, marginCallLtv, liquidationLtv } = message.data;
      return draft(
        NoticeCategory.finance,
        message,
        'loanMarginCall',
        { coin: collateralCoin, ltv, marginCallLtv, liquidationLtv },
        '/funds/loans/log',
        loanId,
      );
    }
    case 'C2C_ORDER': {
      const { orderId, no, step } = message.data;
      const name = C2C_STEPS[step];
      return name
        ? draft(NoticeCategory.c2c, message, name, { no }, `/c2c/list?order=${orderId}`, orderId)
        : null;
    }
    case 'ACCOUNT_RESTRICTIONS':
      return message.data.isTradingRestricted || message.data.isWithdrawalFrozen
        ? draft(NoticeCategory.account, message, 'restricted')
        : draft(NoticeCategory.account, message, 'restored');
    case 'FORCE_LOGOUT':
      return draft(NoticeCategory.account, message, `logout.${message.data.reason}`);
    case 'VERSION_UPDATE':
      return message.data.updateType === 0
        ? null
        : draft(
            NoticeCategory.system,
            message,
            'versionUpdate',
            { version: message.data.version },
            null,
            message.data.id,
          );
    default:
      return null;
  }
};
