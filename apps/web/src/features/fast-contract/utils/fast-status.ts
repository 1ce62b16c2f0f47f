import type {
  FastContractDirection as DirectionValues,
  FastContractStatus as StatusValues,
} from '@exchange/contracts/http/fast-contract/index';

/** The contract's statuses, checked against it at compile time (a value import would bring zod into the chunk). */
export const FastContractStatus = {
  open: 0,
  won: 1,
  lost: 2,
  tieRefunded: 3,
  voidRefunded: 4,
} as const satisfies typeof StatusValues;

/** Up 0 wins when the close is above the open, down 1 when below (the contract's FastContractDirection). */
export const FastDirection = { up: 0, down: 1 } as const satisfies typeof DirectionValues;
export type FastDirectionValue = (typeof FastDirection)[keyof typeof FastDirection];

type StatusLabel = 'open' | 'won' | 'lost' | 'tie' | 'void';
const STATUS_LABELS: Record<number, StatusLabel> = { 0: 'open', 1: 'won', 2: 'lost', 3: 'tie', 4: 'void' };

/** The `fast.status.*` key of a status. */
export const statusKey = (status: number) => `fast.status.${STATUS_LABELS[status] ?? 'open'}` as const;

/** The `fast.direction.*` key of a direction. */
export const directionKey = (direction: number) =>
  direction === FastDirection.down ? 'fast.direction.down' : 'fast.direction.up';

/** Up reads in the up colour, down in the down colour (they follow the user's up/down preference). */
export const directionTextClass = (direction: number) =>
  direction === FastDirection.down ? 'text-down' : 'text-up';

/** Badge tone of a settled result: a win is good news, a loss bad, a refund neutral. */
export const statusTone = (status: number) =>
  status === FastContractStatus.won
    ? 'success'
    : status === FastContractStatus.lost
      ? 'danger'
      : status === FastContractStatus.open
        ? 'warning'
        : 'neutral';

/** Whether the stake came back unchanged: a tie, or no usable price at expiry. */
export const isRefunded = (status: number) =>
  status === FastContractStatus.tieRefunded || status === FastContractStatus.voidRefunded;
