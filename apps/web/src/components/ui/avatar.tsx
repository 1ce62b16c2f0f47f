import { clsx } from 'clsx';

/** A round user picture, or the first letter of the name when there is none. */
export function Avatar({
  src,
  name,
  alt,
  className,
}: {
  src?: string | null;
  name: string;
  alt: string;
  className?: string;
}) {
  const classes = clsx('size-14 shrink-0 rounded-full object-cover', className);
  if (src) return <img src={src} alt={alt} draggable={false} className={classes} />;
  return (
    <span
      role="img"
      aria-label={alt}
      className={clsx(
        classes,
        'flex items-center justify-center bg-brand/15 text-xl font-semibold text-brand',
      )}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
