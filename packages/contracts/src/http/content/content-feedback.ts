import { z } from 'zod';
import { pageQuerySchema, pageResultSchema } from '../../common';
import { plainText } from '../../strict-text';
import { StaffPermission } from '../admin/permissions';
import { defineOperation, type MultipartSpec } from '../operation';
import { idQuerySchema } from '../wallet/wallet-common';

/**
 * Member feedback (issue 21 §4, the app's `/mine/helpFeedback`): a type, a text and up to 3 images, sent as one
 * multipart form; staff reply. The images are private: served to their author and to staff with content.read.
 */
export const FeedbackType = { suggestion: 1, problem: 2, complaint: 3, other: 4 } as const;
export const FEEDBACK_TYPES = Object.values(FeedbackType);
export const FEEDBACK_IMAGE_PARTS = ['image1', 'image2', 'image3'] as const;
/** A multipart text field is at most 1 KB (platform limit), so at most 250 characters of any script. */
export const FEEDBACK_TEXT_MAX = 250;
export const FEEDBACK_REPLY_MAX = 2000;

export const feedbackForm = {
  fields: z.strictObject({
    type: z.coerce
      .number<string>()
      .int()
      .min(1, 'must be 1 (suggestion), 2 (problem), 3 (complaint) or 4 (other)')
      .max(4, 'must be 1 (suggestion), 2 (problem), 3 (complaint) or 4 (other)'),
    text: plainText(1, FEEDBACK_TEXT_MAX),
  }),
  files: [...FEEDBACK_IMAGE_PARTS],
} satisfies MultipartSpec;

export const feedbackSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  text: z.string(),
  /** Where each image is read (its author on the app API; staff on the admin API). */
  images: z.array(z.string()),
  reply: z.string().nullable(),
  repliedAt: z.number().int().nullable(),
  createdAt: z.number().int(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const submitFeedback = defineOperation({
  method: 'POST',
  path: '/content/feedback/submit',
  auth: 'member',
  multipart: feedbackForm,
  summary: 'Sends feedback: type, text and up to 3 images (image1…image3, JPEG, PNG or WebP by their bytes).',
  response: feedbackSchema,
});

export const pageMyFeedback = defineOperation({
  method: 'GET',
  path: '/content/feedback/page',
  auth: 'member',
  summary: 'The caller’s feedback with staff replies, newest first.',
  query: z.strictObject({ ...pageQuerySchema.shape }),
  response: pageResultSchema(feedbackSchema),
});

/** The image itself (not an envelope), to its author only. */
export const getFeedbackImage = defineOperation({
  method: 'GET',
  path: '/content/feedback/image/:id',
  auth: 'member',
  summary: 'A feedback image, to the member who sent it.',
  params: z.strictObject({ id: z.string().uuid('must be an image id') }),
  response: z.unknown(),
});

export const adminFeedbackSchema = feedbackSchema.extend({
  userId: z.number().int(),
  repliedBy: z.string().nullable(),
});
export type AdminFeedback = z.infer<typeof adminFeedbackSchema>;

export const adminPageFeedback = defineOperation({
  method: 'GET',
  path: '/content/feedback',
  auth: 'staff',
  permission: StaffPermission.contentRead,
  summary: 'Every member’s feedback, unanswered first, then newest; or only answered / unanswered ones.',
  query: z.strictObject({
    ...pageQuerySchema.shape,
    isReplied: z.enum(['true', 'false']).optional(),
    userId: idQuerySchema.optional(),
  }),
  response: pageResultSchema(adminFeedbackSchema),
});

export const adminReplyFeedback = defineOperation({
  method: 'POST',
  path: '/content/feedback/:id/reply',
  auth: 'staff',
  permission: StaffPermission.contentWrite,
  summary: 'Answers (or re-answers) one piece of feedback.',
  params: z.strictObject({ id: idQuerySchema }),
  body: z.strictObject({ reply: plainText(1, FEEDBACK_REPLY_MAX) }),
  response: adminFeedbackSchema,
});

export const adminGetFeedbackImage = defineOperation({
  method: 'GET',
  path: '/content/feedback/image',
  auth: 'staff',
  permission: StaffPermission.contentRead,
  summary: 'A feedback image (the image itself), by the id at the end of its url.',
  query: z.strictObject({ id: z.string().uuid('must be an image id') }),
  response: z.unknown(),
});
