import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketField, TicketProblems, TicketValues } from '../utils/order-ticket';

/** Fields whose problems show as soon as they exist (they are chosen, not typed). */
const ALWAYS_SHOWN: readonly TicketField[] = ['direction', 'marginMode', 'leverage'];
const TYPED: Partial<Record<TicketField, keyof TicketValues>> = {
  amount: 'amount',
  price: 'price',
  takeProfit: 'takeProfit',
  stopLoss: 'stopLoss',
};

/**
 * The message under each ticket field: the server's refusal of that field, else the ticket's own problem — for a
 * typed field once something is typed (a missing value only after a submit attempt), for a chosen one at once.
 */
export function useTicketErrors(values: TicketValues, problems: TicketProblems) {
  const { t } = useTranslation();
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<TicketField, string>>>({});
  const of = (field: TicketField): string | undefined => {
    const server = serverErrors[field];
    if (server) return server;
    const problem = problems[field];
    if (!problem) return undefined;
    const typed = TYPED[field];
    const hasText = typed !== undefined && String(values[typed]).trim() !== '';
    const isShown = isSubmitted || ALWAYS_SHOWN.includes(field) || (hasText && problem.key !== 'required');
    return isShown ? t(`contract.errors.${problem.key}`, problem.values) : undefined;
  };
  return {
    of,
    markSubmitted: () => setIsSubmitted(true),
    reset: () => {
      setIsSubmitted(false);
      setServerErrors({});
    },
    setServerError: (field: TicketField, message: string) =>
      setServerErrors((current) => ({ ...current, [field]: message })),
    clearServerErrors: (fields: readonly TicketField[]) =>
      setServerErrors((current) => {
        if (!fields.some((field) => field in current)) return current;
        const next = { ...current };
        for (const field of fields) delete next[field];
        return next;
      }),
  };
}
