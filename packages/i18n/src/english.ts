import type ai from '../locales/en/ai.json';
import type subscription from '../locales/en/subscription.json';
import type block from '../locales/en/block.json';
import type loans from '../locales/en/loans.json';
import type vip from '../locales/en/vip.json';
import type invite from '../locales/en/invite.json';
import type c2c from '../locales/en/c2c.json';
import type chat from '../locales/en/chat.json';
import type content from '../locales/en/content.json';
import type chart from '../locales/en/chart.json';
import type contract from '../locales/en/contract.json';
import type core from '../locales/en/core.json';
import type dictionary from '../locales/en/dictionary.json';
import type fast from '../locales/en/fast.json';
import type forum from '../locales/en/forum.json';
import type market from '../locales/en/market.json';
import type member from '../locales/en/member.json';
import type notices from '../locales/en/notices.json';
import type payments from '../locales/en/payments.json';
import type stocks from '../locales/en/stocks.json';
import type trade from '../locales/en/trade.json';
import type wallet from '../locales/en/wallet.json';
import type { AppNamespace } from './namespaces';

/** The English file of each namespace, as typed JSON. */
export interface EnglishNamespaces {
  core: typeof core;
  market: typeof market;
  chart: typeof chart;
  contract: typeof contract;
  wallet: typeof wallet;
  payments: typeof payments;
  member: typeof member;
  trade: typeof trade;
  stocks: typeof stocks;
  fast: typeof fast;
  ai: typeof ai;
  subscription: typeof subscription;
  block: typeof block;
  loans: typeof loans;
  vip: typeof vip;
  invite: typeof invite;
  c2c: typeof c2c;
  chat: typeof chat;
  content: typeof content;
  forum: typeof forum;
  notices: typeof notices;
  dictionary: typeof dictionary;
}

/**
 * Every English key of the web app: the namespace files merged, as i18next sees them at run time. An
 * intersection merges groups that two files share (`market` in core and in market) key by key.
 */
export type EnglishAppStrings = UnionToIntersection<EnglishNamespaces[AppNamespace]>;

type UnionToIntersection<Union> = (Union extends unknown ? (value: Union) => void : never) extends (
  value: infer Intersection,
) => void
  ? Intersection
  : never;
