import { clsx } from 'clsx';

export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'inline-block size-4 animate-spin rounded-full border-2 border-current border-e-transparent motion-reduce:animate-none',
        className,
      )}
    />
  );
}
