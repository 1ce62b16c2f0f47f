/** The directives of a Content-Security-Policy by name, each with its sources. */
export const cspDirectives = (policy: string | null | undefined) =>
  new Map(
    (policy ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => Boolean(name))
      .map(([name = '', ...sources]) => [name, sources]),
  );
