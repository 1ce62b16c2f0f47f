import type { ReactNode } from 'react';
import { ReviewStatusBadge } from '@/components/ui/review-status-badge';
import type { ReviewStatusName } from '@/lib/review-status';

interface OrderStatusCardProps {
  status: number;
  /** The status in this order's words (a completed deposit is "Credited"). */
  labelOf: (name: ReviewStatusName) => string;
  /** The amount with its coin. */
  amount: string;
  /** What the status means for the user, or what happens next. */
  message: string;
  children?: ReactNode;
}

/** The head of a deposit's or withdrawal's page, announced when a review changes it while the page is open. */
export function OrderStatusCard({ status, labelOf, amount, message, children }: OrderStatusCardProps) {
  return (
    <section
      aria-live="polite"
      className="flex flex-col items-center gap-2 rounded-2xl bg-surface-raised p-6"
    >
      <ReviewStatusBadge status={status} labelOf={labelOf} />
      <p dir="ltr" className="text-2xl font-semibold">
        {amount}
      </p>
      <p className="text-center text-sm text-muted">{message}</p>
      {children}
    </section>
  );
}
