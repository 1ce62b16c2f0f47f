/** A positive whole-number id from a query parameter (`?id=12`), or null when it is absent or malformed. */
export function idParam(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
