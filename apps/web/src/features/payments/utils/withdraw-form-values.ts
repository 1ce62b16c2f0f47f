/** The withdrawal form's fields (withdraw-form.tsx owns the form; withdraw-destination.tsx fills part of it). */
export interface WithdrawFormValues {
  coin: string;
  channelId: string;
  /** A saved payment method's id, or NEW_ADDRESS for an address typed here. */
  destination: string;
  address: string;
  memo: string;
  amount: string;
}
