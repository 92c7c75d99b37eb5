/** The support tables' rows (support/schema.ts). */
export type SupportStatus = 'open' | 'answered' | 'closed';
export type SupportAuthor = 'player' | 'operator';

export interface SupportRequestRow {
  id: number;
  user_id: number;
  topic: string;
  subject: string | null;
  status: SupportStatus;
  payment_topic_id: number | null;
  payment_sub_topic_id: number | null;
  payment_id: string | null;
  created_at: number;
  updated_at: number;
}

export interface SupportMessageRow {
  id: number;
  request_id: number;
  author: SupportAuthor;
  text: string;
  text_en: string | null;
  created_at: number;
  read_at: number | null;
}

export interface SupportAttachmentRow {
  id: number;
  message_id: number;
  file_id: string;
  content_type: string;
  size: number;
}
