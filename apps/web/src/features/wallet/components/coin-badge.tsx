/** A coin's round letter badge (no logos are served yet). */
export function CoinBadge({ coin }: { coin: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-surface-sunken text-sm font-semibold"
    >
      {coin.slice(0, 1)}
    </span>
  );
}
