import type { TFunction } from 'i18next';
import type { Channel } from '@exchange/contracts/http/wallet/channels';
import type { PaymentMethod } from '@exchange/contracts/http/wallet/payment-methods';
import type { CreateWithdrawalBody } from '../api/create-withdrawal';
import type { DetailItem } from '@exchange/ui/detail-list';
import { coinAmount } from './amount';
import { describePaymentMethod } from './payment-method-text';

interface SummaryInput {
  body: Omit<CreateWithdrawalBody, 'payPassword'>;
  channel: Channel;
  quote: { fee: string | null; arrivalAmount: string | null };
  methods: readonly PaymentMethod[] | undefined;
}

/** What the confirm sheet shows before the pay password: amount, fee, arrival, network and the full destination. */
export function withdrawSummary(t: TFunction, { body, channel, quote, methods }: SummaryInput): DetailItem[] {
  const withCoin = (value: string | null) => (value === null ? '—' : `${coinAmount(value)} ${channel.coin}`);
  const saved = methods?.find((method) => method.id === body.paymentMethodId);
  // The full address, never a shortened one: this is what the user confirms the money goes to.
  const address = saved ? saved.values.address : body.address;
  const destination =
    address ??
    (saved ? `${describePaymentMethod(saved).title} · ${describePaymentMethod(saved).detail}` : '');
  return [
    { label: t('withdraw.form.amount'), value: withCoin(body.amount), isLtr: true },
    { label: t('withdraw.quote.fee'), value: withCoin(quote.fee), isLtr: true },
    { label: t('withdraw.quote.arrival'), value: withCoin(quote.arrivalAmount), isLtr: true },
    { label: t('withdraw.form.channel'), value: channel.chain || channel.name },
    ...(saved?.values.label ? [{ label: t('paymentMethods.fields.label'), value: saved.values.label }] : []),
    { label: t('withdraw.destination.title'), value: destination, isLtr: address !== undefined },
    ...((body.memo ?? saved?.values.memo)
      ? [{ label: t('withdraw.destination.memo'), value: body.memo ?? saved?.values.memo, isLtr: true }]
      : []),
  ];
}
