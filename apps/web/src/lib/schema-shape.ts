/** Any schema with zod's `safeParse` (kept structural so form-rules.ts does not depend on zod itself). */
export interface Schema {
  safeParse: (value: unknown) => { success: boolean };
}
