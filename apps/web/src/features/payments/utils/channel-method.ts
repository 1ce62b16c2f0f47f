/**
 * How money moves (the contract's `ChannelMethod`, kept here so the screens do not load zod; checked against the
 * contract in channel-method.test.ts): bank card 0, C2C 3, virtual currency 4, third party 6.
 */
export const ChannelMethod = { bankCard: 0, c2c: 3, virtualCurrency: 4, thirdParty: 6 } as const;
export type ChannelMethodName = keyof typeof ChannelMethod;

/** The saved payment methods a withdrawal can go to: a bank card (0) or a crypto address (4). */
export type PaymentMethodKind = 'bankCard' | 'virtualWallet';

export function kindOfMethodType(methodType: number): PaymentMethodKind | null {
  if (methodType === ChannelMethod.bankCard) return 'bankCard';
  if (methodType === ChannelMethod.virtualCurrency) return 'virtualWallet';
  return null;
}

/** The kind a link's `?type=` names (0 or 4); a bank card when it names none or another method. */
export function kindOfTypeParam(type: string | null): PaymentMethodKind {
  return kindOfMethodType(Number(type ?? ChannelMethod.bankCard)) ?? 'bankCard';
}

export function methodTypeOfKind(kind: PaymentMethodKind): number {
  return kind === 'bankCard' ? ChannelMethod.bankCard : ChannelMethod.virtualCurrency;
}

export function methodNameOf(methodType: number): ChannelMethodName | null {
  const entry = Object.entries(ChannelMethod).find(([, value]) => value === methodType);
  return entry ? (entry[0] as ChannelMethodName) : null;
}

/** The chain whose deposits and withdrawals carry a destination tag (memo). */
export const MEMO_CHAIN = 'XRP';
