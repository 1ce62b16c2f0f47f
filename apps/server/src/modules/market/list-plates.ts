import type { InstrumentCatalogue } from './instrument-catalogue';

/** Distinct plates of a type's listed instruments, in the order their first instrument appears on the list. */
export const listPlates = (catalogue: InstrumentCatalogue, type: number): string[] => [
  ...new Set(catalogue.listed(type).map((instrument) => instrument.plate)),
];
