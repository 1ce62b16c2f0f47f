import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInAs } from '../../../test/fixtures';
import { API, http, ok, server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import type {
  UserAiOrder,
  UserBlockOrder,
  UserFastContract,
  UserLoan,
  UserStockOrder,
  UserSubscriptionOrder,
  UserView,
  UserVip,
} from './user-queries';

const at = 1_700_000_000_000;

const baseView: UserView = {
  user: {
    id: 100001,
    kind: 2,
    status: 1,
    email: 'jane@example.com',
    areaCode: null,
    phone: null,
    nickname: 'Jane',
    avatar: null,
    realName: null,
    realNameStatus: 0,
    inviteCode: null,
    invitedByUserId: null,
    language: 'en',
    hasPayPassword: false,
    isTradingRestricted: false,
    isWithdrawalFrozen: false,
    isOnline: false,
    lastOnlineAt: null,
    createdAt: at,
  },
  balances: [],
  positions: [],
  orders: [],
  ledger: [],
  openPositionCount: 0,
  pendingOrderCount: 0,
  pendingWithdrawalCount: 0,
  pendingDepositCount: 0,
  session: null,
};

const fastContract: UserFastContract = {
  id: 1,
  no: 'F1',
  symbol: 'BTCUSDT',
  direction: 1,
  amount: '100',
  periodSeconds: 60,
  payoutRate: '0.85',
  status: 1,
  openPrice: '60000',
  openPriceAt: at,
  openedAt: at,
  expiresAt: at + 60_000,
  closePrice: '59000',
  closePriceAt: at + 60_000,
  payout: '185',
  profit: '85',
  settledAt: at + 60_000,
};

const stockOrder: UserStockOrder = {
  id: 2,
  no: 'S1',
  symbol: 'AAPL',
  displayName: 'Apple',
  direction: 0,
  orderType: 2,
  status: 0,
  quantity: '3',
  amount: null,
  price: '150',
  heldAmount: '450.45',
  dealPrice: null,
  dealQuantity: null,
  dealAmount: null,
  fee: '0',
  realisedPnl: null,
  createdAt: at,
  dealTime: null,
  cancelledAt: null,
};

const blockOrder: UserBlockOrder = {
  id: 3,
  no: 'B1',
  offerId: 1,
  symbol: 'ETHUSDT',
  baseAsset: 'ETH',
  quoteAsset: 'USDT',
  quantity: '2.5',
  rate: '-0.02',
  price: '2940',
  amount: '7350',
  sourcePrice: '3000',
  sourcePriceAt: at,
  lockupSeconds: 86_400,
  status: 1,
  createdAt: at,
  lockedUntil: at + 86_400_000,
  releasedAt: null,
};

const loan: UserLoan = {
  id: 4,
  no: 'L1',
  status: 0,
  collateralCoin: 'BTC',
  collateralAmount: '0.75',
  loanCoin: 'USDT',
  borrowedAmount: '30000',
  principal: '30000',
  accruedInterest: '0.285',
  totalInterest: '0.285',
  debt: '30000.285',
  hourlyRate: '0.0000095',
  termDays: 30,
  initialLtv: '0.65',
  marginCallLtv: '0.8',
  liquidationLtv: '0.9',
  liquidationFeeRate: '0.02',
  price: null,
  ltv: null,
  liquidationPrice: '44444.86',
  isMarginCalled: true,
  borrowedAt: at,
  dueAt: at + 30 * 86_400_000,
  overdueLiquidationAt: at + 33 * 86_400_000,
  closedAt: null,
  liquidation: null,
  // Cast: the loan schema grows fields this drawer does not show.
} as UserLoan;

const aiOrder: UserAiOrder = {
  id: 5,
  no: 'A1',
  productId: 1,
  productName: 'BTC grid',
  status: 2,
  amount: '500',
  terms: {
    kind: 0,
    symbol: 'BTCUSDT',
    baseAsset: 'BTC',
    quoteAsset: 'USDT',
    termSeconds: 86_400,
    managementFeeRate: '0.1',
    earlyExitFeeRate: '0.01',
    grid: { low: '90000', high: '100000', gridCount: 30 },
    dca: null,
  },
  startedAt: at,
  endsAt: at + 86_400_000,
  holdings: [],
  markPrice: null,
  value: '512.5',
  profit: '12.5',
  managementFee: '1.25',
  earlyExitFee: '5.2',
  payout: '512.5',
  childOrderCount: 4,
  settledAt: at + 3_600_000,
};

const subscriptionOrder: UserSubscriptionOrder = {
  id: 6,
  no: 'P1',
  projectId: 9,
  projectName: 'Nova Chain',
  symbol: 'NOVA',
  kind: 6,
  rule: 1,
  status: 3,
  quantity: '120',
  price: '0.5',
  amount: '60',
  allottedQuantity: '0',
  allottedAmount: '0',
  refundAmount: '60',
  ticket: null,
  committedAt: at,
  allottedAt: at + 1,
  distributeAt: at + 2,
  distributedAt: null,
};

const vip: UserVip = {
  level: 2,
  name: 'VIP2',
  reachedBy: 'purchased',
  qualifiedLevel: 1,
  purchasedLevel: 2,
  purchaseEndsAt: at + 30 * 86_400_000,
  approvedLevel: null,
  volume30d: '1234.5',
  holdings: '20000',
  evaluatedAt: at,
  pendingApplication: {
    id: 8,
    level: 3,
    note: 'market maker',
    status: 0,
    remark: null,
    createdAt: at,
    reviewedAt: null,
  },
};

const fullView: UserView = {
  ...baseView,
  fastContracts: [fastContract],
  stockHoldings: [{ symbol: 'AAPL', quantity: '7', reservedQuantity: '2', costBasis: '1400.7' }],
  stockOrders: [stockOrder],
  blockOrders: [blockOrder],
  loans: [loan],
  aiOrders: [aiOrder],
  subscriptionOrders: [subscriptionOrder],
  vip,
};

const emptyView: UserView = {
  ...baseView,
  fastContracts: [],
  stockHoldings: [],
  stockOrders: [],
  blockOrders: [],
  loans: [],
  aiOrders: [],
  subscriptionOrders: [],
  vip: {
    level: 0,
    name: 'VIP0',
    reachedBy: 'base',
    qualifiedLevel: 0,
    purchasedLevel: null,
    purchaseEndsAt: null,
    approvedLevel: null,
    volume30d: null,
    holdings: null,
    evaluatedAt: null,
    pendingApplication: null,
  },
};

const openDrawer = async (view: UserView) => {
  server.use(
    signedInAs('compliance'),
    http.get(`${API}/user/page`, () => ok({ list: [view.user], total: 1 })),
    http.get(`${API}/user/get`, () => ok(view)),
  );
  renderApp('/users');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Details of User 100001' }));
  const drawer = await screen.findByRole('dialog', { name: 'User 100001' });
  await within(drawer).findByRole('region', { name: 'VIP level' });
  return drawer;
};

const PRODUCT_SECTIONS = [
  'Latest fast contracts (up to 50)',
  'Stock holdings',
  'Latest stock orders (up to 50)',
  'Latest block orders (up to 50)',
  'Latest loans (up to 50)',
  'Latest AI orders (up to 50)',
  'Latest subscription orders (up to 50)',
];

/** The cells of the section's only row, as text. */
const rowOf = (drawer: HTMLElement, title: string) => {
  const section = within(drawer).getByRole('region', { name: title });
  const rows = within(section).getAllByRole('row');
  expect(rows).toHaveLength(2);
  return within(rows[1] as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
};

describe('the user drawer: what the user holds in every product', () => {
  it('shows each product with status labels and amounts with their coin', async () => {
    const drawer = await openDrawer(fullView);
    expect(rowOf(drawer, 'Latest fast contracts (up to 50)')).toEqual(
      expect.arrayContaining(['F1', 'Down · 60 s', '100.00 USDT', '185.00 USDT', 'Won']),
    );
    expect(rowOf(drawer, 'Stock holdings')).toEqual(['AAPL', '7', '2', '1,400.70 USDT']);
    expect(rowOf(drawer, 'Latest stock orders (up to 50)')).toEqual(
      expect.arrayContaining(['S1', 'Buy', '3', '450.45 USDT', 'Waiting']),
    );
    expect(rowOf(drawer, 'Latest block orders (up to 50)')).toEqual(
      expect.arrayContaining(['B1', '2.50 ETH', '7,350.00 USDT', 'In lock-up']),
    );
    expect(rowOf(drawer, 'Latest loans (up to 50)')).toEqual(
      expect.arrayContaining(['L1', '0.75 BTC', '30,000.00 USDT', '30,000.285 USDT', 'Open, margin call']),
    );
    expect(rowOf(drawer, 'Latest AI orders (up to 50)')).toEqual(
      expect.arrayContaining(['A1', 'BTC grid', 'Spot grid', '500.00 USDT', '512.50 USDT', 'Settled early']),
    );
    expect(rowOf(drawer, 'Latest subscription orders (up to 50)')).toEqual(
      expect.arrayContaining([
        'P1',
        'Nova Chain',
        'IEO',
        '120.00 NOVA',
        '60.00 USDT',
        '0.00 NOVA',
        'Refunded',
      ]),
    );
    const vipSection = within(drawer).getByRole('region', { name: 'VIP level' });
    expect(vipSection.textContent).toContain('VIP2');
    expect(vipSection.textContent).toContain('Purchase');
    expect(vipSection.textContent).toContain('VIP2 until');
    expect(vipSection.textContent).toContain('30-day volume 1,234.50 USDT, holdings 20,000.00 USDT');
    expect(vipSection.textContent).toContain('VIP3, applied');
    expect(vipSection.textContent).toContain('(waiting for review): market maker');
  });

  it('shows an empty state for each product the user holds nothing in, and the base VIP level', async () => {
    const drawer = await openDrawer(emptyView);
    for (const title of PRODUCT_SECTIONS) {
      const section = within(drawer).getByRole('region', { name: title });
      expect(within(section).queryByRole('table')).toBeNull();
      expect(section.textContent).toContain('Nothing here yet');
    }
    const vipSection = within(drawer).getByRole('region', { name: 'VIP level' });
    expect(vipSection.textContent).toContain('Base level (nothing above it)');
    expect(vipSection.textContent).toContain('Not evaluated yet');
    expect(within(vipSection).getAllByText('None').length).toBeGreaterThanOrEqual(3);
  });

  it('leaves out the sections of products the server does not run', async () => {
    const drawer = await openDrawer({ ...baseView, vip: emptyView.vip });
    for (const title of PRODUCT_SECTIONS)
      expect(within(drawer).queryByRole('region', { name: title })).toBeNull();
  });
});
