import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BigNumber } from 'bignumber.js';
import { unrealisedPnlOf } from '@exchange/domain/contract/position-math';
import { capInputDecimals } from '@exchange/domain/format/amount';
import { formatPlainDecimal } from '@exchange/ui/format';
import { notify } from '@/lib/notify';
import { useClosePosition } from '../api/complete-contract-position';
import { useLimitClose } from '../api/limit-close-contract-position';
import type { Accuracy } from '../utils/accuracy';
import { asDirection } from '../utils/contract-labels';
import { decimalFieldProblem, normalizeDecimal } from '../utils/field-problems';
import type { FieldProblem } from '../utils/field-problems';
import type { LivePosition } from '../utils/live-position';
import { closeQuantityProblem, quantityForShare } from '../utils/position-forms';
import { useKeyedAction } from './use-keyed-action';

export type CloseMode = 'market' | 'limit';
type CloseField = 'quantity' | 'price';

/**
 * The close dialog's state: mode, quantity (all of it to start), limit price (the mark to start), their problems,
 * the PnL the quantity would realise at that price, and the submission (whole closes leave the quantity out).
 */
export function useCloseForm(
  position: LivePosition,
  accuracy: Accuracy,
  initialMode: CloseMode,
  onDone: () => void,
) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<CloseMode>(initialMode);
  const [quantity, setQuantityText] = useState(new BigNumber(position.quantity).toFixed());
  const [price, setPriceText] = useState(formatPlainDecimal(position.markPrice, accuracy.priceAccuracy));
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<CloseField, string>>>({});
  const market = useKeyedAction(useClosePosition());
  const limit = useKeyedAction(useLimitClose());
  const problems: Record<CloseField, FieldProblem | null> = {
    quantity: closeQuantityProblem(quantity, position.quantity, accuracy.transactionAccuracy),
    price: mode === 'limit' ? decimalFieldProblem(price, accuracy.priceAccuracy) : null,
  };
  const exitPrice = mode === 'limit' ? normalizeDecimal(price) : position.markPrice;
  const closing = normalizeDecimal(quantity);
  const estimate =
    exitPrice && closing && !problems.quantity
      ? unrealisedPnlOf(asDirection(position.direction), closing, position.openPrice, exitPrice)
      : null;
  const errorOf = (field: CloseField) => {
    const problem = problems[field];
    if (serverErrors[field]) return serverErrors[field];
    return problem && (isSubmitted || problem.key !== 'required')
      ? t(`contract.errors.${problem.key}`, problem.values)
      : undefined;
  };
  const onFieldError = (field: string, text: string) => {
    if (field !== 'quantity' && field !== 'price') return false;
    setServerErrors({ [field]: text });
    return true;
  };
  const done = (messageKey: 'contract.positions.closed' | 'contract.positions.limitPlaced') => () => {
    notify.success(t(messageKey));
    onDone();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (problems.quantity || problems.price || closing === null) return;
    const part = new BigNumber(closing).isEqualTo(position.quantity) ? {} : { quantity: closing };
    if (mode === 'market')
      market.run(
        { id: position.id, ...part },
        { onSuccess: done('contract.positions.closed'), onFieldError },
      );
    else
      limit.run(
        { id: position.id, price: normalizeDecimal(price) ?? '', ...part },
        { onSuccess: done('contract.positions.limitPlaced'), onFieldError },
      );
  };
  return {
    mode,
    setMode,
    quantity,
    setQuantity: (text: string) => {
      setServerErrors({});
      setQuantityText(capInputDecimals(text, accuracy.transactionAccuracy));
    },
    takeShare: (share: number) => {
      setServerErrors({});
      setQuantityText(quantityForShare(position.quantity, share, accuracy.transactionAccuracy));
    },
    price,
    setPrice: (text: string) => {
      setServerErrors({});
      setPriceText(capInputDecimals(text, accuracy.priceAccuracy));
    },
    estimate,
    errorOf,
    submit,
    isPending: market.isPending || limit.isPending,
  };
}
