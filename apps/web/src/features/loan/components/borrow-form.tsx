import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@exchange/ui/button';
import { DetailList } from '@exchange/ui/detail-list';
import { SelectField } from '@exchange/ui/select-field';
import { TextField } from '@exchange/ui/text-field';
import { formatAmount, formatPrice } from '@exchange/ui/format';
import { LOAN_OVERDUE_GRACE_HOURS, loanDueAt } from '@exchange/domain/loan/index';
import { formatDateTime } from '@/lib/format-date-time';
import { useNow } from '@/lib/use-now';
import { useLoanAction, type LoanInfo } from '../api/loan-api';
import {
  collateralProblem,
  disclosure,
  loanAmountProblem,
  maxBorrowFor,
  percent,
  type LoanOffer,
} from '../utils/loan-ticket';

/** The due date and the overdue state follow the clock: a minute is fine enough. */
const NOW_REFRESH_MS = 60_000;

/**
 * The borrow form: collateral coin, collateral amount (with max), loan amount (with max = initial LTV × collateral ×
 * live price), term with the date to repay by and the overdue rule (liquidated with the fee after the grace); then —
 * before anything is sent — the rate, hourly and total interest to term, the three LTVs and the liquidation price. The request carries the rate shown, so a rate staff changed meanwhile is refused.
 */
export function BorrowForm({ info }: { info: LoanInfo }) {
  const { t } = useTranslation();
  const offers = info.offers.filter((offer) => offer.isActive);
  const [coin, setCoin] = useState(offers[0]?.collateralCoin ?? '');
  const offer = offers.find((candidate) => candidate.collateralCoin === coin) ?? offers[0];
  if (!offer) return <p className="text-sm text-muted">{t('loans.borrow.none')}</p>;
  return <BorrowOfferForm key={offer.collateralCoin} offer={offer} offers={offers} onCoin={setCoin} />;
}

function BorrowOfferForm({
  offer,
  offers,
  onCoin,
}: {
  offer: LoanOffer;
  offers: LoanOffer[];
  onCoin: (coin: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [collateral, setCollateral] = useState('');
  const now = useNow(NOW_REFRESH_MS);
  const [amount, setAmount] = useState('');
  const [term, setTerm] = useState(offer.termDays[0] ?? 7);
  const [message, setMessage] = useState<{ isError: boolean; text: string } | null>(null);
  const [isTouched, setIsTouched] = useState(false);
  const action = useLoanAction({
    onDone: (loan) => {
      setCollateral('');
      setAmount('');
      setIsTouched(false);
      setMessage({ isError: false, text: t('loans.borrow.done', { amount: formatAmount(loan.principal) }) });
    },
    onRefused: (text) => setMessage({ isError: true, text }),
  });
  const collateralIssue = collateralProblem(offer, collateral);
  const amountIssue = loanAmountProblem(offer, collateral, amount);
  const max = maxBorrowFor(offer, collateral);
  const shown = disclosure(offer, collateral, amount, term);
  const coin = offer.collateralCoin;
  const items = [
    {
      label: t('loans.terms.price', { coin }),
      value: offer.price ? `${formatPrice(offer.price)} USDT` : t('loans.terms.noPrice'),
      isLtr: true,
    },
    { label: t('loans.terms.hourlyRate'), value: percent(offer.hourlyRate), isLtr: true },
    { label: t('loans.terms.hourlyInterest'), value: shown ? `${shown.hourly} USDT` : '—', isLtr: true },
    {
      label: t('loans.terms.totalInterest', { days: term }),
      value: shown ? <span data-testid="total-interest">{`${shown.toTerm} USDT`}</span> : '—',
      isLtr: true,
    },
    { label: t('loans.terms.initialLtv'), value: percent(offer.initialLtv), isLtr: true },
    { label: t('loans.terms.marginCallLtv'), value: percent(offer.marginCallLtv), isLtr: true },
    { label: t('loans.terms.liquidationLtv'), value: percent(offer.liquidationLtv), isLtr: true },
    {
      label: t('loans.terms.liquidationPrice', { coin }),
      value: shown ? <span data-testid="liquidation-price">{`${shown.liquidationPrice} USDT`}</span> : '—',
      isLtr: true,
    },
    { label: t('loans.terms.liquidationFee'), value: percent(offer.liquidationFeeRate), isLtr: true },
  ];
  const isBlocked = collateralIssue !== null || amountIssue !== null || !offer.price || action.isPending;
  return (
    <form
      noValidate
      aria-label={t('loans.borrow.title')}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setIsTouched(true);
        setMessage(null);
        if (isBlocked) return;
        action.submit({
          kind: 'borrow',
          body: {
            collateralCoin: coin,
            collateralAmount: collateral.trim(),
            loanAmount: amount.trim(),
            termDays: term,
            hourlyRate: offer.hourlyRate,
          },
        });
      }}
    >
      <SelectField
        label={t('loans.borrow.coin')}
        value={coin}
        onChange={(event) => onCoin(event.target.value)}
        options={offers.map((candidate) => ({
          value: candidate.collateralCoin,
          label: candidate.collateralCoin,
        }))}
      />
      <TextField
        label={t('loans.borrow.collateral', { coin })}
        inputMode="decimal"
        value={collateral}
        onChange={(event) => setCollateral(event.target.value)}
        hint={t('loans.borrow.available', { amount: formatAmount(offer.available), coin })}
        error={
          isTouched || collateral
            ? collateralIssue
              ? t(collateralIssue.key, collateralIssue)
              : undefined
            : undefined
        }
        end={
          <button
            type="button"
            className="px-2 text-xs font-semibold text-brand"
            onClick={() => setCollateral(offer.available)}
          >
            {t('loans.borrow.max')}
          </button>
        }
      />
      <TextField
        label={t('loans.borrow.amount')}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        hint={max ? t('loans.borrow.maxHint', { max: formatAmount(max) }) : undefined}
        error={isTouched || amount ? (amountIssue ? t(amountIssue.key, amountIssue) : undefined) : undefined}
        end={
          <button
            type="button"
            className="px-2 text-xs font-semibold text-brand"
            disabled={!max}
            onClick={() => max && setAmount(max)}
          >
            {t('loans.borrow.max')}
          </button>
        }
      />
      <SelectField
        label={t('loans.borrow.term')}
        value={String(term)}
        onChange={(event) => setTerm(Number(event.target.value))}
        options={offer.termDays.map((days) => ({
          value: String(days),
          label: t('loans.borrow.days', { count: days }),
        }))}
      />
      <p className="-mt-2 text-xs text-muted" data-testid="overdue-rule">
        {t('loans.borrow.overdueRule', {
          date: formatDateTime(loanDueAt(now, term), i18n.language),
          hours: LOAN_OVERDUE_GRACE_HOURS,
          fee: percent(offer.liquidationFeeRate),
        })}
      </p>
      <section aria-label={t('loans.terms.title')} className="rounded-xl bg-surface-sunken p-3">
        <DetailList items={items} />
        <p className="mt-2 text-xs text-muted">{t('loans.terms.note')}</p>
      </section>
      {message ? (
        <p
          role={message.isError ? 'alert' : 'status'}
          className={message.isError ? 'text-sm text-danger' : 'text-sm text-success'}
        >
          {message.text}
        </p>
      ) : null}
      <button
        type="submit"
        className={buttonClasses('primary')}
        disabled={action.isPending}
        aria-busy={action.isPending || undefined}
      >
        {t('loans.borrow.confirm')}
      </button>
    </form>
  );
}
