/** A locale file: nested groups whose leaves are the texts. */
export type TranslationTree = { [key: string]: string | TranslationTree };

export const isTree = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every text of `tree` by its dotted key (`auth.login.title`), in file order. */
export const flattenTree = (tree: Record<string, unknown>, prefix = ''): Map<string, string> => {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') entries.set(path, value);
    else if (isTree(value))
      for (const [nested, text] of flattenTree(value, `${path}.`)) entries.set(nested, text);
  }
  return entries;
};

/** `target` with `source` merged in, group by group (a new tree; neither argument changes). */
export const mergeTrees = (
  target: Record<string, unknown>,
  source: Record<string, unknown>,
): Record<string, unknown> => {
  const merged: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = merged[key];
    merged[key] = isTree(existing) && isTree(value) ? mergeTrees(existing, value) : value;
  }
  return merged;
};

/**
 * The part of `tree` at the keys `shape` has: one namespace cut out of the merged `app` tree, with the English
 * namespace file as the shape. Keys the tree lacks are left out (the client falls back to English for them).
 */
export const pickShape = (
  tree: Record<string, unknown>,
  shape: Record<string, unknown>,
): Record<string, unknown> => {
  const picked: Record<string, unknown> = {};
  for (const [key, part] of Object.entries(shape)) {
    const value = tree[key];
    if (isTree(part)) {
      if (!isTree(value)) continue;
      const nested = pickShape(value, part);
      if (Object.keys(nested).length > 0) picked[key] = nested;
    } else if (typeof value === 'string') picked[key] = value;
  }
  return picked;
};
