/**
 * Reference rows this module owns that have no home in packages/contracts: dictionary entries and the menu paths
 * whose visibility staff can switch. English labels ride along so a dictionary entry reads well even before its
 * `dict.<type>.<value>` key reaches the app locale files.
 */
export interface DictionaryEntry {
  dictType: string;
  value: string;
  englishLabel: string;
}

export const DICTIONARY: readonly DictionaryEntry[] = [
  { dictType: 'document_type', value: 'passport', englishLabel: 'Passport' },
  { dictType: 'document_type', value: 'idCard', englishLabel: 'ID card' },
  { dictType: 'document_type', value: 'driverLicense', englishLabel: 'Driving licence' },
  { dictType: 'real_name_status', value: '0', englishLabel: 'Not verified' },
  { dictType: 'real_name_status', value: '1', englishLabel: 'Under review' },
  { dictType: 'real_name_status', value: '2', englishLabel: 'Verified' },
  { dictType: 'real_name_status', value: '-1', englishLabel: 'Rejected' },
];

export const dictionaryLabelKey = (dictType: string, value: string) => `dict.${dictType}.${value}`;

const englishLabels: ReadonlyMap<string, string> = new Map(
  DICTIONARY.map((entry) => [dictionaryLabelKey(entry.dictType, entry.value), entry.englishLabel]),
);

/** The built-in English label of a seeded dictionary key, for when no locale file has the key yet. */
export const builtInDictionaryLabel = (labelKey: string): string | undefined => englishLabels.get(labelKey);

/**
 * Menu entries of spec §2 that the client can hide (tabs, the "mine" menu, funds, orders, messages, invite and the
 * other entry points). Every path is visible unless a `menu_flags` row says otherwise: the table stores only the
 * operator's explicit choices, so adding a path here never hides anything.
 */
export const MENU_PATHS: readonly string[] = [
  '/home',
  '/market',
  '/transaction',
  '/contract',
  '/funds',
  '/mine',
  '/mine/settings',
  '/mine/verified',
  '/mine/bank',
  '/mine/add_payment_method',
  '/mine/userLanguage',
  '/mine/theme',
  '/mine/upDownColorConfig',
  '/mine/changePassword',
  '/mine/changeUserInformation',
  '/mine/changePayPassword',
  '/mine/help_center',
  '/mine/helpFeedback',
  '/mine/vip',
  '/mine/onlinesupport',
  '/mine/upgradeplan',
  '/mine/aItrade',
  '/mine/ai_order',
  '/mine/social',
  '/mine/service',
  '/mine/subscription',
  '/funds/withdraw',
  '/funds/buyai',
  '/funds/topUp',
  '/funds/order_history',
  '/funds/third_party_recharge',
  '/funds/transfer',
  '/funds/currency',
  '/funds/swap',
  '/funds/LOANS',
  '/funds/buySubscribe',
  '/funds/fiatCurrency',
  '/funds/financeListView',
  '/order',
  '/message',
  '/announcement',
  '/news',
  '/invite',
  '/invite/QRCode',
  '/invite/inviteFriends',
  '/rebate_detail',
  '/rebateRanking',
  '/invitation_settings',
  '/c2c/buy',
  '/c2c/list',
  '/exchange_rate',
  '/timezoneselector',
  '/vip',
  '/service_list',
  '/college_list',
  '/heatmap',
  '/pc/ieo',
  '/stock',
  '/blockTrade',
];
