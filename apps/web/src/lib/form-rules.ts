import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type en from '@exchange/i18n/locales/en/core.json';
import type { contractSchemas } from './contract-schemas';
import { get as getValue, type FieldValues, type Path } from 'react-hook-form';

/**
 * react-hook-form rules built from the zod schemas of `@exchange/contracts` (the server validates with the same
 * ones), with translated messages that name the field. The schemas load on demand: a form starts fetching them
 * when it mounts, so they are there by the time the user submits, without weighing on the first page load.
 */
export type FieldName = keyof typeof en.fields;
export type ValidationMessage = keyof typeof en.validation;
export type SchemaName = keyof typeof contractSchemas;

let schemasLoading: Promise<typeof contractSchemas> | null = null;

export function loadContractSchemas(): Promise<typeof contractSchemas> {
  schemasLoading ??= import('./contract-schemas').then((module) => module.contractSchemas);
  return schemasLoading;
}

/**
 * The load of the schemas if a form has started it, else null. A form starts it on mount without waiting, so a test that
 * ends right after a form appears must wait for it before its environment is torn down (test/setup.ts).
 */
export const startedContractSchemasLoad = (): Promise<unknown> | null => schemasLoading;

/** Whether `value` passes the contract schema `name`. */
export async function isValidBy(name: SchemaName, value: unknown): Promise<boolean> {
  const schemas = await loadContractSchemas();
  return schemas[name].safeParse(value).success;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

export function useValidationRules() {
  const { t } = useTranslation();
  useEffect(() => {
    void loadContractSchemas();
  }, []);
  return useMemo(() => {
    const message = (kind: ValidationMessage, field: FieldName, values: Record<string, unknown> = {}) =>
      t(`validation.${kind}`, { field: t(`fields.${field}`), ...values });
    return {
      message,
      required: (field: FieldName) => ({ required: message('required', field) }),
      /** Required, then valid by the contract schema `schema`; the message is `validation.<kind>`. */
      schema: (field: FieldName, schema: SchemaName, kind: ValidationMessage = schema) => ({
        required: message('required', field),
        validate: async (value: unknown) => (await isValidBy(schema, value)) || message(kind, field),
      }),
      /** Required and equal to the form's `passwordField` (the "confirm password" fields). */
      confirmsPassword: <Values extends FieldValues>(field: FieldName, passwordField: Path<Values>) => ({
        required: message('required', field),
        validate: (value: unknown, values: Values) =>
          value === getValue(values, passwordField) || message('passwordMismatch', field),
      }),
      /** May be left empty; when filled, valid by the contract schema. */
      optionalSchema: (field: FieldName, schema: SchemaName, kind: ValidationMessage = schema) => ({
        validate: async (value: unknown) =>
          isEmpty(value) || (await isValidBy(schema, value)) || message(kind, field),
      }),
    };
  }, [t]);
}
