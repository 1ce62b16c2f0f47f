/**
 * The web app's strings are cut into namespaces by feature: one file per namespace and language,
 * `locales/<language>/<namespace>.json`. Every file of a language merges into the one i18next namespace `app`, so a
 * key reads the same wherever it lives (`t('market.title')`); a namespace decides only when a key is downloaded.
 * A namespace usually holds whole top-level groups, but may take a subtree of another group (core holds
 * `market.demo` for the frame's demo badge); each key belongs to exactly one namespace (scripts/test/tidy.test.ts).
 * The map of which group lives where is in this package's README.
 */
export const APP_NAMESPACES = [
  /**
   * What the frame and every screen need, and the sign-in screens (the first screen of a signed-out visit renders
   * on core alone). English core is preloaded with the HTML.
   */
  'core',
  'market',
  'chart',
  'contract',
  'wallet',
  'payments',
  'member',
  /** The spot ticket (/transaction) and the order screens of every product (/order, /order/detail/:id). */
  'trade',
  /** Stock trading: /stock, its ticket, holdings and session state. */
  'stocks',
  /** Fast contracts: the buy screen, countdowns and settled results. */
  'fast',
  /** AI-managed trading (issue 19): strategies, their rules and backtests, orders and child orders. */
  'ai',
  /** Subscriptions (issue 19): IEO and IPO projects, commitments, allotments and distributions. */
  'subscription',
  /** Block trades (issue 19): offers, buys and lock-ups. */
  'block',
  /** Collateralised loans (issue 19): borrowing, LTVs, interest, repayment and the loan log. */
  'loans',
  /** VIP levels (issue 19): benefits, progress, purchase and application. */
  'vip',
  /** Invite codes and rebates (issue 20): the invite link and QR code, friends, rebate details, ranking, codes. */
  'invite',
  /** C2C (peer-to-peer) trading (issue 20): the market, orders with escrow and appeals, merchants, ads. */
  'c2c',
  /** Customer-service chat (issue 21): the conversation, the list of conversations, work orders, the socket inspector. */
  'chat',
  /** Content (issue 21 §4): news, announcements, the help centre, feedback, college, documents and the guide. */
  'content',
  /**
   * The forum (issue 21 §4): public posts and their replies, a member's own posts with their review status, the
   * composer and reports. Its two routes are outside spec §2 (ARCHITECTURE.md, departures).
   */
  'forum',
  /** The dialogs and toasts that pushes open on any screen of a signed-in visit. */
  'notices',
  /** Dictionary labels the server translates (list-dict-data); no screen loads it. */
  'dictionary',
] as const;
export type AppNamespace = (typeof APP_NAMESPACES)[number];

export const CORE_NAMESPACE = 'core' satisfies AppNamespace;

/** Every namespace of the web app merged into one tree: the `app` typeCode, the admin's override scope. */
export const APP_TREE = 'app';
/** The server's own strings (error messages, e-mails): `locales/<language>/error.json`, never sent to a screen. */
export const ERROR_NAMESPACE = 'error';

/** The language every key is written in first; the others are checked against it. */
export const SOURCE_LANGUAGE = 'en';

export const isAppNamespace = (value: string): value is AppNamespace =>
  (APP_NAMESPACES as readonly string[]).includes(value);
