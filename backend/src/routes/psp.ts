import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { AppDeps } from '../deps';
import { ApiError } from '../errors';
import { isFormMediaType } from '../http/contentType';
import { parseJsonText, readBodyText } from '../http/jsonBody';
import { decideOrigin, normalizeOrigin } from '../http/sameOrigin';
import { pickLang, type Lang } from '../lang';
import type { Payments } from '../payments/runtime';
import { checkCardForm, THREE_DS_CODE, type CardForm } from '../psp/cards';
import { CancelPaymentSchema, CreatePaymentSchema, isFinal, RefundPaymentSchema, SIGNATURE_HEADER, verifyBody, type PaymentStatus } from '../psp/contract';
import { fingerprintKey, normalizeInstrument, payerFingerprint } from '../psp/fingerprint';
import { DETAILS_PATTERNS, findMethod } from '../psp/methods';
import { cardPage, confirmPage, donePage, notFoundPage, pageHeaders, threeDsPage, type PageErrors } from '../psp/page';
import { pageTexts } from '../psp/pageTexts';
import { cancelPspPayment, catalogue, createPspPayment, refundPspPayment, settlePspPayment, type Refusal } from '../psp/provider';
import type { PspPaymentRow } from '../psp/rows';
import { findPspPayment, toPspPayment, type PayerSeen } from '../psp/store';
import { parseWith } from '../validate';

/**
 * The reference payment provider, mounted under /psp as if it were another service
 * (docs/payments-api.md): its merchant API (/psp/api, bodies signed with PSP_SECRET) and its hosted
 * payment page (/psp/pay/{paymentId}). It reaches the operator only through its callbacks.
 */
const FORM_LIMIT_BYTES = 16 * 1024;
const PAYMENT_ID = '{pay_[0-9a-f]{24}}';

const refusalAnswer = (c: Context, refusal: Refusal) =>
  c.json({ errors: [{ code: refusal.code, detail: refusal.detail, ...(refusal.meta ? { meta: refusal.meta } : {}) }] }, refusal.status);

/** A merchant call's body: signed by the operator (401 `invalid_signature` otherwise), then parsed. */
async function signedBody<S extends z.ZodType>(c: Context, payments: Payments, now: number, schema: S): Promise<z.output<S>> {
  const text = await readBodyText(c);
  const check = verifyBody(payments.config.pspSecret, text, c.req.header(SIGNATURE_HEADER), now);
  if (check !== 'ok') throw new ApiError(401, `The request's signature is ${check}`, { code: 'invalid_signature' });
  return parseWith(schema, parseJsonText(text), 'body');
}

/**
 * Where the browser goes after the page: the return URL with the payment's id and outcome, and a
 * `{status}` in its path (the URL parser keeps it as `%7Bstatus%7D`) replaced by the outcome, so
 * a site can send each outcome to its own page (the site's `onpay/{status}`).
 */
function returnTarget(row: PspPaymentRow, status: PaymentStatus = row.status): string {
  const url = new URL(row.return_url ?? '');
  url.pathname = url.pathname.replaceAll(STATUS_PLACEHOLDER, status);
  url.searchParams.set('paymentId', row.id);
  url.searchParams.set('status', status);
  return url.toString();
}

const STATUS_PLACEHOLDER = encodeURIComponent('{status}');

const originOf = (url: string | null) => (url ? normalizeOrigin(url) : null);

export function pspRoutes(deps: AppDeps & { payments: Payments }) {
  const { db, clock, payments } = deps;
  const publicUrl = payments.config.pspPublicUrl;
  const app = new Hono();

  app.use('/psp/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  // ---- The merchant API (server to server). ----

  app.get('/psp/api/methods', (c) => c.json(catalogue()));

  app.post('/psp/api/payments', async (c) => {
    const request = await signedBody(c, payments, clock.now(), CreatePaymentSchema);
    const result = createPspPayment(db, clock.now(), request);
    if (!result.ok) return refusalAnswer(c, result.refusal);
    return c.json(toPspPayment(result.row, publicUrl), result.created ? 201 : 200);
  });

  app.post(`/psp/api/payments/:paymentId${PAYMENT_ID}/cancel`, async (c) => {
    const paymentId = c.req.param('paymentId');
    const body = await signedBody(c, payments, clock.now(), CancelPaymentSchema);
    if (body.paymentId !== paymentId) throw new ApiError(400, 'paymentId differs from the path', { code: 'validation' });
    const result = cancelPspPayment(db, clock.now(), paymentId);
    if (!result.ok) return refusalAnswer(c, result.refusal);
    payments.notifier.deliverLater(paymentId);
    return c.json(toPspPayment(result.row, publicUrl));
  });

  app.post(`/psp/api/payments/:paymentId${PAYMENT_ID}/refund`, async (c) => {
    const paymentId = c.req.param('paymentId');
    const body = await signedBody(c, payments, clock.now(), RefundPaymentSchema);
    if (body.paymentId !== paymentId) throw new ApiError(400, 'paymentId differs from the path', { code: 'validation' });
    const result = refundPspPayment(db, clock.now(), paymentId);
    if (!result.ok) return refusalAnswer(c, result.refusal);
    return c.json(toPspPayment(result.row, publicUrl));
  });

  // ---- The hosted payment page (the browser). ----

  const pageOf = (c: Context, row: PspPaymentRow, lang: Lang, errors: PageErrors = {}, typed: { card?: CardForm; payer?: string } = {}) => {
    const self = (lng: Lang) => `/psp/pay/${row.id}?lng=${lng}`;
    const input = { row, lang, action: self(lang), switchTo: self(lang === 'en' ? 'ru' : 'en'), errors, ...typed };
    const status: ContentfulStatusCode = Object.keys(errors).length > 0 ? 422 : 200;
    const headers = pageHeaders(originOf(row.return_url));
    if (row.step === 'done' || isFinal(row.status)) return c.html(donePage(row, lang, returnTarget(row), input.switchTo), 200, headers);
    if (row.step === '3ds') return c.html(threeDsPage(input), status, headers);
    if (findMethod(row.method_id)?.type === 'card') return c.html(cardPage(input), status, headers);
    return c.html(confirmPage(input), status, headers);
  };

  const langOf = (c: Context, row?: PspPaymentRow) => pickLang(c.req.query('lng') ?? row?.lng);

  app.get(`/psp/pay/:paymentId`, (c) => {
    const row = findPspPayment(db, c.req.param('paymentId'));
    if (!row || row.kind !== 'deposit') return c.html(notFoundPage(langOf(c)), 404, pageHeaders(null));
    return pageOf(c, row, langOf(c, row));
  });

  // The page's form is small: a larger body is refused as it streams in.
  const formLimit = bodyLimit({ maxSize: FORM_LIMIT_BYTES, onError: (c) => c.text('Form too large', 413) });

  app.post(`/psp/pay/:paymentId`, formLimit, async (c) => {
    // Only the page itself posts here: the same rule as the site's guard, against this origin.
    const verdict = decideOrigin({
      origin: c.req.header('origin'),
      fetchSite: c.req.header('sec-fetch-site'),
      siteOrigins: [normalizeOrigin(c.req.url), normalizeOrigin(publicUrl)].filter((o): o is string => o !== null),
    });
    if (!verdict.allowed) return c.text(`Forbidden: ${verdict.why}`, 403);
    if (!isFormMediaType(c.req.header('content-type'))) return c.text('Send the form as application/x-www-form-urlencoded', 415);

    const row = findPspPayment(db, c.req.param('paymentId'));
    if (!row || row.kind !== 'deposit') return c.html(notFoundPage(langOf(c)), 404, pageHeaders(null));
    const lang = langOf(c, row);
    const form = await c.req.parseBody();
    const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string).slice(0, 100) : '');
    const backToPage = () => c.redirect(`/psp/pay/${row.id}?lng=${lang}`, 303);
    if (row.step === 'done' || isFinal(row.status)) return backToPage();

    /** The outcome: stored, told to the operator in the background, and the browser sent back. */
    const finish = (status: PaymentStatus, payer?: PayerSeen) => {
      const result = settlePspPayment(db, clock.now(), row.id, status, { payer });
      if (!result.ok) return backToPage();
      payments.notifier.deliverLater(row.id);
      return c.redirect(returnTarget(result.row), 303);
    };

    const action = field('action');
    if (action === 'cancel') return finish('cancel');
    const t = pageTexts(lang);

    if (row.step === '3ds') {
      if (action !== 'verify') return backToPage();
      const code = field('code').trim();
      if (!/^\d{6}$/.test(code)) return pageOf(c, row, lang, { code: code === '' ? t.errors.required : t.errors.codeFormat });
      return finish(code === THREE_DS_CODE ? 'success' : 'fail');
    }

    const method = findMethod(row.method_id);
    if (method?.type !== 'card') {
      if (action !== 'confirm' || !method) return backToPage();
      // The payer's account in the method is his instrument: its fingerprint goes with the payment.
      const payer = field('payer').trim();
      const valid = new RegExp(DETAILS_PATTERNS[method.details]).test(normalizeInstrument(method.details, payer));
      if (!valid) return pageOf(c, row, lang, { payer: payer === '' ? t.errors.required : t.errors.payerFormat }, { payer });
      return finish('success', { fingerprint: payerFingerprint(fingerprintKey(db), method.details, payer) });
    }
    if (action !== 'pay') return backToPage();
    const card: CardForm = { cardNumber: field('cardNumber'), expiry: field('expiry'), cvc: field('cvc'), holder: field('holder') };
    const check = checkCardForm(card, new Date(clock.now()));
    if (!check.ok) {
      const errors = Object.fromEntries(Object.entries(check.errors).map(([name, key]) => [name, t.errors[key]]));
      return pageOf(c, row, lang, errors, { card });
    }
    // The card typed is the payer's instrument: kept as its last digits and its fingerprint, never whole.
    const payer: PayerSeen = { cardLast4: check.digits.slice(-4), fingerprint: payerFingerprint(fingerprintKey(db), 'card', check.digits) };
    if (check.outcome === 'success') return finish('success', payer);
    if (check.outcome === 'decline') return finish('fail', payer);
    if (check.outcome === 'pending') return finish('pending', payer);
    // 3-D Secure: the same page asks for the code next.
    settlePspPayment(db, clock.now(), row.id, 'pending', { step: '3ds', payer });
    return backToPage();
  });

  return app;
}
