import i18next from 'i18next';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

interface NestedResolverOptions<Values> {
  /** The request body the form's values become. */
  toBody: (values: Values) => unknown;
  /** The form field (dotted path) an issue at a body path lands on; by default the same path. */
  fieldOf?: (bodyPath: string) => string;
  /** The field's name in messages ("Maintenance rate, bracket 2"). */
  labelOf: (field: string) => string;
}

type Tree = Record<string, unknown>;

function valueAt(values: unknown, path: string): unknown {
  let node = values;
  for (const part of path.split('.')) node = (node as Tree | undefined)?.[part];
  return node;
}

/** Sets `leaf` at a dotted path, creating arrays for numeric segments (react-hook-form's error shape). */
function setAt(tree: Tree, path: string, leaf: unknown): void {
  const parts = path.split('.');
  let node: Tree = tree;
  parts.slice(0, -1).forEach((part, index) => {
    const isNextIndex = /^\d+$/.test(parts[index + 1] ?? '');
    node[part] ??= isNextIndex ? [] : {};
    node = node[part] as Tree;
  });
  node[parts[parts.length - 1] ?? ''] = leaf;
}

/**
 * `contractResolver` for forms with nested fields (rows of a table): the contract's zod schema validates the body,
 * and each issue lands on the form field its path names, with the app's message ("<field> is required" or
 * "<field> is not valid"). The first issue per field wins.
 */
export function nestedContractResolver<Values extends FieldValues>(
  schema: z.ZodType | undefined,
  options: NestedResolverOptions<Values>,
): Resolver<Values> {
  // An operation without a body schema here is a programming error, not a user's.
  if (!schema) throw new Error('nestedContractResolver: the operation has no body schema');
  const fieldOf = options.fieldOf ?? ((path: string) => path);
  return (values) => {
    const result = schema.safeParse(options.toBody(values));
    if (result.success) return { values, errors: {} };
    const errors: Tree = {};
    const seen = new Set<string>();
    for (const issue of result.error.issues) {
      const field = fieldOf(issue.path.map(String).join('.'));
      if (seen.has(field)) continue;
      seen.add(field);
      const value = valueAt(values, field);
      const isEmpty = value === undefined || value === null || value === '';
      const label = options.labelOf(field);
      const message = i18next.t(isEmpty ? 'validation.required' : 'validation.invalid', { field: label });
      setAt(errors, field, { type: issue.code, message });
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
