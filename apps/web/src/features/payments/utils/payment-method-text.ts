import type { PaymentMethod } from '@exchange/contracts/http/wallet/payment-methods';

/** The last four characters of an account number, the rest hidden: enough to recognise one's own card. */
export function maskAccountNumber(accountNumber: string): string {
  return accountNumber.length > 4 ? `•••• ${accountNumber.slice(-4)}` : accountNumber;
}

/** A long address as its first and last characters, for lists (the full one is on the confirm sheet). */
export function shortAddress(address: string): string {
  return address.length > 20 ? `${address.slice(0, 8)}…${address.slice(-8)}` : address;
}

/** A saved method in one line and a detail line: the bank and masked number, or the label and address. */
export function describePaymentMethod(method: PaymentMethod): { title: string; detail: string } {
  const values = method.values;
  if (values.address !== undefined) {
    const network = [values.coin, values.chain].filter(Boolean).join(' · ');
    return {
      title: values.label || network,
      detail: `${shortAddress(values.address)}${values.label ? ` (${network})` : ''}`,
    };
  }
  return {
    title: values.bankName ?? '',
    detail: [values.accountName, maskAccountNumber(values.accountNumber ?? '')].filter(Boolean).join(' · '),
  };
}

/** Saved crypto addresses a withdrawal through a channel can use: same coin, same chain. */
export function matchesChannel(method: PaymentMethod, channel: { coin: string; chain: string }): boolean {
  return method.values.coin === channel.coin && method.values.chain === channel.chain;
}
