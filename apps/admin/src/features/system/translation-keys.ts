/** A namespace's strings by dotted key (`common.confirm` → "Confirm"), from the nested locale tree. */
export function flattenStrings(tree: Record<string, unknown>, prefix = ''): Map<string, string> {
  const strings = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') strings.set(path, value);
    else if (typeof value === 'object' && value !== null)
      for (const [child, text] of flattenStrings(value as Record<string, unknown>, `${path}.`))
        strings.set(child, text);
  }
  return strings;
}

/** The {{placeholders}} of a text, as the server compares them (sorted names). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => `{{${match[1] ?? ''}}}`).sort();
}
