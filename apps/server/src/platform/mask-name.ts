/** A name as another user may see it: its first and last character (`A***e`), `***` when empty. */
export const maskName = (name: string | null | undefined) => {
  const text = [...(name ?? '').trim()];
  if (text.length === 0) return '***';
  if (text.length <= 2) return `${text[0]}***`;
  return `${text[0]}***${text[text.length - 1]}`;
};
