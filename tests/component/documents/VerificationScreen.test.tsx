import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { VerificationScreen } from '@/components/documents/VerificationScreen';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';

// office/verification and office/identification: the level, each kind's state or upload control,
// the size checked before sending, the server's refusal next to the field, the list's states.

const WAITING = {
  documentId: 'doc_00000000000000aa',
  kind: 'identity',
  status: 'waiting',
  contentType: 'image/jpeg',
  size: 48_000,
  uploadedAt: '2026-11-24T10:00:00.000Z',
  decidedAt: null,
  reason: null,
};
const REJECTED = { ...WAITING, documentId: 'doc_00000000000000bb', kind: 'selfie', status: 'rejected', reason: 'The face is not visible', decidedAt: '2026-11-24T12:00:00.000Z' };

function backend(options: { documents?: unknown[]; level?: number; listFails?: boolean; upload?: () => Response } = {}) {
  const uploads: string[] = [];
  server.use(
    http.get('*/web-api/documents', () =>
      options.listFails
        ? HttpResponse.json({ errors: [{ code: 'internal_error', detail: 'down' }] }, { status: 500 })
        : HttpResponse.json({ level: options.level ?? 0, maxLevel: 3, nextKind: 'identity', identified: false, identifiedLevel: 2, documents: options.documents ?? [] }),
    ),
    http.post('*/web-api/documents', async ({ request }) => {
      const form = await request.formData();
      uploads.push(String(form.get('kind')));
      return options.upload ? options.upload() : HttpResponse.json({ ...WAITING, kind: form.get('kind') }, { status: 201 });
    }),
  );
  return uploads;
}

const jpeg = (bytes = 1000) => new File([new Uint8Array(bytes)], 'passport.jpg', { type: 'image/jpeg' });

describe('the verification page', () => {
  it('shows the level, a waiting document with its file, and a rejected one with its reason and a new upload', async () => {
    backend({ documents: [WAITING, REJECTED] });
    await renderWithProviders(<VerificationScreen identification={false} />, { language: 'en' });
    expect(await screen.findByText('0 of 3: no documents accepted')).toBeInTheDocument();
    expect(screen.getByText('The next level needs: an identity document.')).toBeInTheDocument();
    const identity = screen.getByRole('region', { name: 'Identity document' });
    expect(within(identity).getByText('Being checked')).toBeInTheDocument();
    expect(within(identity).getByRole('link', { name: 'Open the file: Identity document' })).toHaveAttribute('href', '/web-api/documents/doc_00000000000000aa/file');
    expect(within(identity).getByRole('button', { name: 'Delete: Identity document' })).toBeEnabled();
    expect(within(identity).queryByLabelText('Upload the document')).toBeNull();
    const selfie = screen.getByRole('region', { name: 'Selfie with the document' });
    expect(selfie).toHaveTextContent('Reason: The face is not visible');
    expect(within(selfie).getByLabelText('Upload the selfie')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,application/pdf');
    expect(screen.getByLabelText('Upload the proof of address')).toBeInTheDocument();
  });

  it('refuses a file over 10 MB before sending it, with the server’s words next to the field', async () => {
    const uploads = backend();
    const user = userEvent.setup();
    await renderWithProviders(<VerificationScreen identification={false} />, { language: 'en' });
    const input = await screen.findByLabelText('Upload the document');
    await user.upload(input, jpeg(10 * 1024 * 1024 + 1));
    expect(input).toHaveAccessibleDescription(/The file is larger than 10 MB\./);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(uploads).toEqual([]);
  });

  it('sends a chosen file and shows the server’s refusal next to the field (ru)', async () => {
    const uploads = backend({ upload: () => HttpResponse.json({ errors: [{ code: 'file_type', detail: 'no' }] }, { status: 400 }) });
    const user = userEvent.setup();
    await renderWithProviders(<VerificationScreen identification={false} />, { language: 'ru' });
    const input = await screen.findByLabelText('Загрузить документ');
    await user.upload(input, jpeg());
    expect(await screen.findByText('Подходят только изображения JPG, PNG, WebP или PDF.')).toBeInTheDocument();
    expect(uploads).toEqual(['identity']);
    expect(input).toBeEnabled();
  });

  it('identification asks for the identity document and the selfie only, and links the information page', async () => {
    backend();
    await renderWithProviders(<VerificationScreen identification />, { language: 'ru' });
    expect(await screen.findByLabelText('Загрузить документ')).toBeInTheDocument();
    expect(screen.getByLabelText('Загрузить селфи')).toBeInTheDocument();
    expect(screen.queryByLabelText('Загрузить подтверждение адреса')).toBeNull();
    expect(screen.getByRole('link', { name: 'Подробнее об упрощённой идентификации' })).toHaveAttribute('href', '/ru/simpleidentification');
  });

  it('a list that cannot load shows the error with a retry', async () => {
    backend({ listFails: true });
    await renderWithProviders(<VerificationScreen identification={false} />, { language: 'en' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  });
});
