import { z } from 'zod';
import { DocumentType } from '../../enums';
import { nameText } from '../../strict-text';
import { defineOperation, type MultipartSpec } from '../operation';

/** Text fields of the multipart real-name submission; files `front` and `back` are images (jpeg, png, webp ≤ 5 MB). */
export const realNameFieldsSchema = z.strictObject({
  realName: nameText(2, 64),
  nationality: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code'),
  documentType: z.enum(DocumentType),
  documentNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,32}$/, 'must be 4 to 32 letters, digits or dashes'),
});
export type RealNameFields = z.infer<typeof realNameFieldsSchema>;

/** The text fields above and both sides of the document as image parts. */
export const realNameForm = {
  fields: realNameFieldsSchema,
  files: ['front', 'back'],
} satisfies MultipartSpec;

export const realNameStatusSchema = z.object({
  status: z.number().int(),
  realName: z.string().nullable(),
  nationality: z.string().nullable(),
  documentType: z.string().nullable(),
  remark: z.string().nullable(),
  submittedAt: z.number().int().nullable(),
});

export const submitRealName = defineOperation({
  method: 'POST',
  path: '/member/real-name/submit',
  auth: 'member',
  multipart: realNameForm,
  summary: 'Submit real-name details with document images; status becomes under review (1).',
  response: z.object({ status: z.number().int() }),
});

export const getRealName = defineOperation({
  method: 'GET',
  path: '/member/real-name/get',
  auth: 'member',
  summary:
    'The latest real-name submission and its status (0 none, 1 under review, 2 verified, -1 rejected).',
  response: realNameStatusSchema,
});
