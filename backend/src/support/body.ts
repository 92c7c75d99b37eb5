import { z } from 'zod';
import { SUPPORT_TOPICS } from './topics';

/** The player's bodies (docs/support-api.md). Texts are trimmed; attachments are file ids of uploads. */
export const MAX_ATTACHMENTS = 3;
const Attachments = z.array(z.string().min(1).max(64)).max(MAX_ATTACHMENTS).optional();
const Text = z.string().trim().min(1, 'must not be empty').max(2000);

export const NewRequestBody = z.strictObject({
  topic: z.enum(SUPPORT_TOPICS, { error: `must be one of ${SUPPORT_TOPICS.join(', ')}` }),
  subject: z.string().trim().min(1, 'must not be empty').max(120),
  message: Text,
  attachments: Attachments,
});

export const ReplyBody = z.strictObject({ text: Text, attachments: Attachments });

/** The operator's answer (control API). */
export const AnswerBody = z.strictObject({ text: Text });
