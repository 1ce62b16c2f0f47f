import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpotTicketField, SpotTicketProblems, SpotTicketValues } from '../utils/spot-ticket';

/**
 * The message under each ticket field: the server's refusal of that field, else the ticket's own problem — once
 * something is typed (a missing value only after a submit attempt).
 */
export function useSpotFieldErrors(values: SpotTicketValues, problems: SpotTicketProblems) {
  const { t } = useTranslation();
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<SpotTicketField, string>>>({});
  const of = (field: SpotTicketField): string | undefined => {
    const server = serverErrors[field];
    if (server) return server;
    const problem = problems[field];
    if (!problem) return undefined;
    const hasText = values[field].trim() !== '';
    const isShown = isSubmitted || (hasText && problem.key !== 'required');
    return isShown ? t(`spot.errors.${problem.key}`, problem.values) : undefined;
  };
  return {
    of,
    markSubmitted: () => setIsSubmitted(true),
    reset: () => {
      setIsSubmitted(false);
      setServerErrors({});
    },
    setServerError: (field: SpotTicketField, message: string) =>
      setServerErrors((current) => ({ ...current, [field]: message })),
    clearServerErrors: (fields: readonly SpotTicketField[]) =>
      setServerErrors((current) => {
        if (!fields.some((field) => field in current)) return current;
        const next = { ...current };
        for (const field of fields) delete next[field];
        return next;
      }),
  };
}
