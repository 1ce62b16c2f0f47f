import { z } from 'zod';

/** Field schemas shared by several operations. Messages are English; the field path is what the client shows. */
export const emailSchema = z.string().trim().toLowerCase().max(254).email('must be a valid e-mail address');
export const areaCodeSchema = z.string().regex(/^\+\d{1,4}$/, 'must look like +44');
export const phoneSchema = z.string().regex(/^\d{4,15}$/, 'must be 4 to 15 digits');
/** 8-64 characters with at least one letter and one digit. */
export const passwordSchema = z
  .string()
  .min(8, 'must be at least 8 characters')
  .max(64, 'must be at most 64 characters')
  .regex(/[A-Za-z]/, 'must contain a letter')
  .regex(/\d/, 'must contain a digit');
export const payPasswordSchema = z.string().regex(/^\d{6}$/, 'must be exactly 6 digits');
export const verificationCodeSchema = z.string().regex(/^\d{6}$/, 'must be the 6-digit code');
export const inviteCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{4,16}$/, 'must be 4 to 16 letters or digits');
export const captchaFields = {
  captchaId: z.string().uuid().optional(),
  captchaCode: z.string().trim().min(1).max(10).optional(),
};
/** Epoch milliseconds. */
export const timestampMsSchema = z.number().int().nonnegative();
/** Money and prices travel as decimal strings (DESIGN.md §5). */
export const decimalStringSchema = z.string().regex(/^-?\d+(\.\d+)?$/, 'must be a decimal number');

export const pageQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(15),
});
export const pageResultSchema = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int().nonnegative() });
