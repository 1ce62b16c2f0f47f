import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@exchange/ui/button';
import { TextField } from '@exchange/ui/text-field';
import { parseDecimal } from '@exchange/domain/decimal';
import { loanRepaySplit } from '@exchange/domain/loan/index';
import { SheetForm } from '@/components/ui/sheet-dialog';
import { useWalletAsset } from '@/data/assets/get-wallet-asset';
import { useLoanAction, type Loan } from '../api/loan-api';
import { amountProblem, type Problem } from '../utils/loan-ticket';

/**
 * Repay (USDT from spot: interest first, then principal; the whole debt returns the collateral) or add collateral
 * (the loan's coin from spot). Shows how a repayment splits before it is sent.
 */
export function LoanActionSheet({
  loan,
  kind,
  onClose,
}: {
  loan: Loan;
  kind: 'repay' | 'addCollateral';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const coin = kind === 'repay' ? 'USDT' : loan.collateralCoin;
  const wallet = useWalletAsset('spot', coin);
  const available = wallet.data?.available ?? '0';
  const action = useLoanAction({ onDone: onClose, onRefused: setError });
  const format = amountProblem(amount);
  const value = parseDecimal(amount.trim());
  const problem: Problem | null =
    format ??
    (kind === 'repay' && value?.isGreaterThan(loan.debt)
      ? { key: 'loans.problem.debt', debt: loan.debt }
      : value?.isGreaterThan(available)
        ? { key: 'loans.problem.balance', available }
        : null);
  const split = !format && kind === 'repay' ? loanRepaySplit(amount.trim(), loan.accruedInterest) : null;
  const max =
    kind === 'repay' ? (parseDecimal(available)?.isLessThan(loan.debt) ? available : loan.debt) : available;
  return (
    <SheetForm
      title={t(`loans.sheet.${kind}Title`, { coin: loan.collateralCoin })}
      onClose={onClose}
      onSubmit={() => {
        setError(null);
        if (!problem) action.submit({ kind, id: loan.id, body: { amount: amount.trim() } });
      }}
    >
      <TextField
        label={t('loans.sheet.amount', { coin })}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        hint={t('loans.borrow.available', { amount: available, coin })}
        error={amount && problem ? t(problem.key, problem) : undefined}
        end={
          <button
            type="button"
            className="px-2 text-xs font-semibold text-brand"
            onClick={() => setAmount(max)}
          >
            {t('loans.borrow.max')}
          </button>
        }
      />
      {split ? (
        <p className="text-sm text-muted" data-testid="repay-split">
          {t('loans.sheet.split', { interest: split.toInterest, principal: split.toPrincipal })}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className={buttonClasses('primary')}
        disabled={problem !== null || action.isPending}
      >
        {t(`loans.sheet.${kind}Confirm`)}
      </button>
    </SheetForm>
  );
}
