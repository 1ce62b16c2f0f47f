import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { idQuerySchema } from '@exchange/contracts';
import { rechargeOrders } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { fail } from '../../platform/errors';
import { sendPrivateImage } from '../../platform/http/image-files';

/** Streams a stored proof screenshot; `userId` scopes it to the owner (undefined: staff, any deposit). */
export const sendRechargeProof = async (
  context: AppContext,
  reply: FastifyReply,
  id: number,
  userId?: number,
) => {
  const [row] = await context.db
    .select({ proofUrl: rechargeOrders.proofUrl })
    .from(rechargeOrders)
    .where(
      and(eq(rechargeOrders.id, id), userId === undefined ? undefined : eq(rechargeOrders.userId, userId)),
    );
  if (!row?.proofUrl) return fail('NOT_FOUND', { field: 'id' });
  return sendPrivateImage(context, reply, { key: row.proofUrl });
};

/** GET recharge/proof?id=: the owner's own proof image (not the envelope: an <img> loads it with the token). */
export const registerRechargeProofRoute = (app: FastifyInstance, context: AppContext) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/recharge/proof',
    {
      config: { auth: 'member' },
      schema: {
        summary: "One of the caller's deposit proof screenshots.",
        querystring: z.strictObject({ id: idQuerySchema }),
      },
    },
    async (request, reply) =>
      sendRechargeProof(context, reply, request.query.id, request.caller?.userId ?? -1),
  );
};
