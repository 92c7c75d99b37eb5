'use client';

import { useState } from 'react';
import { ApiError } from '@/lib/api/http';
import { uploadSupportAttachment } from '@/lib/api/support/uploadAttachment';

/** The file store's limit (docs/support-api.md "Attachments"): checked here first to save the upload. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

export type AttachmentError = 'fileType' | 'fileTooLarge' | 'uploadFailed';

export interface AttachmentState {
  uploading: boolean;
  file: { fileId: string; name: string } | null;
  error: AttachmentError | null;
}

/** One optional attachment: uploaded as soon as it is chosen, its file id sent with the message. */
export function useAttachment() {
  const [state, setState] = useState<AttachmentState>({ uploading: false, file: null, error: null });
  const choose = async (file: File | null) => {
    if (!file) return setState({ uploading: false, file: null, error: null });
    if (file.size > MAX_ATTACHMENT_BYTES) return setState({ uploading: false, file: null, error: 'fileTooLarge' });
    setState({ uploading: true, file: null, error: null });
    try {
      const stored = await uploadSupportAttachment(file, file.name);
      setState({ uploading: false, file: { fileId: stored.fileId, name: file.name }, error: null });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      setState({ uploading: false, file: null, error: code === 'file_type' ? 'fileType' : code === 'file_too_large' ? 'fileTooLarge' : 'uploadFailed' });
    }
  };
  const clear = () => setState({ uploading: false, file: null, error: null });
  return { ...state, choose, clear, fileIds: state.file ? [state.file.fileId] : [] };
}
