import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** Money columns: 18 decimals, room for any asset's smallest unit (DESIGN.md §5: never a float). */
export const money = (name: string) => numeric(name, { precision: 38, scale: 18 });

/** Row creation and last change, as timestamptz read as Date. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** Prices (entry, limit, trigger, mark): 12 decimals, the most any instrument's `priceAccuracy` allows. */
export const price = (name: string) => numeric(name, { precision: 30, scale: 12 });
