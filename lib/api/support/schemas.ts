import * as z from 'zod/mini';

/** The support API's shapes (docs/support-api.md), shared by its endpoint files. */
export const SupportStatusSchema = z.enum(['open', 'answered', 'closed']);
export type SupportStatus = z.infer<typeof SupportStatusSchema>;

export const SupportTopicSchema = z.object({ id: z.string(), name: z.string() });
export type SupportTopic = z.infer<typeof SupportTopicSchema>;

export const SupportAttachmentSchema = z.object({ fileId: z.string(), contentType: z.string(), size: z.int(), url: z.string() });
export type SupportAttachment = z.infer<typeof SupportAttachmentSchema>;

export const SupportMessageSchema = z.object({
  id: z.int(),
  from: z.enum(['player', 'operator']),
  text: z.string(),
  at: z.string(),
  unread: z.boolean(),
  attachments: z.array(SupportAttachmentSchema),
});
export type SupportMessage = z.infer<typeof SupportMessageSchema>;

const summaryShape = {
  id: z.int(),
  topic: SupportTopicSchema,
  subject: z.string(),
  status: SupportStatusSchema,
  paymentId: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastFrom: z.enum(['player', 'operator']),
  messageCount: z.int(),
  unread: z.int(),
};
export const SupportSummarySchema = z.object(summaryShape);
export type SupportSummary = z.infer<typeof SupportSummarySchema>;

export const SupportThreadSchema = z.object({ ...summaryShape, messages: z.array(SupportMessageSchema) });
export type SupportThread = z.infer<typeof SupportThreadSchema>;

export const UnreadSchema = z.object({ unread: z.int() });
