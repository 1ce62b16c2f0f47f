import { z } from 'zod';
import { pageQuerySchema, pageResultSchema, timestampMsSchema } from '../../common';
import { plainText } from '../../strict-text';
import { StaffPermission } from '../admin/permissions';
import { defineOperation } from '../operation';
import { inviteCodeEntrySchema, rateFractionSchema, rebateConfigSchema } from './invite-common';

/** The rebate rules and the invite codes on the staff API (paths relative to `/api/admin-api`). */

const capSchema = z.string().regex(/^\d{1,14}(\.\d{1,8})?$/, 'must be a decimal amount, at most 8 decimals');

export const rebateConfigInputSchema = z
  .strictObject({
    isEnabled: z.boolean(),
    level1Rate: rateFractionSchema,
    level2Rate: rateFractionSchema,
    maxKickbackRate: rateFractionSchema,
    dailyCaps: z.record(z.string().regex(/^[A-Z0-9]{2,12}$/, 'must be an asset symbol'), capSchema),
  })
  .superRefine((config, context) => {
    // Fractions of at most 4 decimals, summed as whole ten-thousandths: exact, unlike floats.
    if (
      Math.round(Number(config.level1Rate) * 10_000) + Math.round(Number(config.level2Rate) * 10_000) >
      10_000
    )
      context.addIssue({
        code: 'custom',
        path: ['level2Rate'],
        message: 'level 1 and level 2 together may not exceed the whole fee',
      });
  });
export type RebateConfigInput = z.infer<typeof rebateConfigInputSchema>;

export const adminRebateConfigSchema = rebateConfigSchema.extend({
  updatedAt: timestampMsSchema,
  updatedBy: z.string(),
});
export type AdminRebateConfig = z.infer<typeof adminRebateConfigSchema>;

export const adminGetRebateConfig = defineOperation({
  method: 'GET',
  path: '/invite/rebate-config',
  auth: 'staff',
  permission: StaffPermission.marketsRead,
  summary: 'The rebate rules in force, with who changed them last.',
  response: adminRebateConfigSchema,
});

export const adminSaveRebateConfig = defineOperation({
  method: 'PUT',
  path: '/invite/rebate-config',
  auth: 'staff',
  permission: StaffPermission.marketsWrite,
  summary:
    'Replace the rebate rules (audited). They apply to fees computed from then on; computed rebates keep theirs.',
  body: rebateConfigInputSchema,
  response: adminRebateConfigSchema,
});

export const adminInviteCodeSchema = inviteCodeEntrySchema.extend({
  userId: z.number().int(),
  suspendedBy: z.string().nullable(),
  suspendRemark: z.string().nullable(),
});
export type AdminInviteCode = z.infer<typeof adminInviteCodeSchema>;

export const adminPageInviteCodes = defineOperation({
  method: 'GET',
  path: '/invite/codes',
  auth: 'staff',
  permission: StaffPermission.usersRead,
  summary: 'Invite codes, newest first: by code, by owner, or suspended ones only.',
  query: z.strictObject({
    ...pageQuerySchema.shape,
    code: z
      .string()
      .regex(/^[A-Za-z0-9]{1,16}$/, 'must be letters and digits')
      .optional(),
    userId: z.coerce.number().int().positive().optional(),
    status: z.coerce.number().int().min(0).max(1).optional(),
  }),
  response: pageResultSchema(adminInviteCodeSchema),
});

export const adminSuspendInviteCode = defineOperation({
  method: 'POST',
  path: '/invite/codes/suspend',
  auth: 'staff',
  permission: StaffPermission.usersRestrict,
  summary:
    'Suspend a code: no registration takes it and its friends’ fees give no rebate until restored (audited).',
  body: z.strictObject({ id: z.number().int().positive(), remark: plainText(1, 500) }),
  response: adminInviteCodeSchema,
});

export const adminRestoreInviteCode = defineOperation({
  method: 'POST',
  path: '/invite/codes/restore',
  auth: 'staff',
  permission: StaffPermission.usersRestrict,
  summary: 'Lift a code’s suspension (audited). Fees of the suspended days stay excluded.',
  body: z.strictObject({ id: z.number().int().positive() }),
  response: adminInviteCodeSchema,
});
