import type { Lang } from '../lang';
import type { CardField, CardForm } from './cards';
import type { PaymentStatus } from './contract';
import { findMethod, type DetailsKind } from './methods';
import { pageTexts, type PageTexts } from './pageTexts';
import type { PspPaymentRow } from './rows';

/**
 * The hosted payment page (docs/payments-api.md "Hosted page"): plain server-rendered HTML, no
 * script, one form posting back to the page itself. Every interpolated value is escaped; errors
 * sit next to their fields (aria-invalid, aria-describedby) and in a summary that is announced.
 */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

export type PageField = CardField | 'code' | 'payer';
export type PageErrors = Partial<Record<PageField, string>>;

const STYLE = `
*{box-sizing:border-box}
body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f5;color:#111827;margin:0;padding:1rem}
main{background:#fff;border-radius:12px;padding:1.25rem;max-width:28rem;margin:0 auto;box-shadow:0 2px 12px rgba(0,0,0,.12)}
header{display:flex;justify-content:space-between;gap:1rem;align-items:baseline;flex-wrap:wrap}
h1{font-size:1.35rem;margin:0 0 .5rem}h2{font-size:1.05rem;margin:1rem 0 .25rem}
.provider{color:#4b5563;font-size:.9rem;margin:0}
.note{color:#374151;font-size:.9rem;background:#fef9c3;border-radius:8px;padding:.5rem .75rem}
dl.summary{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1rem 0}dl.summary dt{color:#4b5563}dl.summary dd{margin:0;text-align:right;font-variant-numeric:tabular-nums}
dl.summary .total{font-weight:700}
table{border-collapse:collapse;font-size:.85rem;width:100%}td{padding:.15rem .25rem;vertical-align:top}td:first-child{white-space:nowrap;font-variant-numeric:tabular-nums}
.field{margin:.85rem 0}label{display:block;font-weight:600;margin-bottom:.25rem}
input{font:inherit;width:100%;padding:.6rem .7rem;border:1px solid #6b7280;border-radius:8px}
input[aria-invalid=true]{border-color:#b91c1c;border-width:2px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}.row .field{margin:.85rem 0 0}
.hint{color:#4b5563;font-size:.85rem;margin:.15rem 0 0}
.error{color:#b91c1c;font-size:.9rem;margin:.25rem 0 0}
.summary-errors{border:2px solid #b91c1c;border-radius:8px;padding:.5rem .75rem;margin:1rem 0}.summary-errors ul{margin:.25rem 0 0;padding-left:1.25rem}
.summary-errors a{color:#b91c1c}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.25rem}
button,.button{font:inherit;font-weight:600;padding:.65rem 1.1rem;border-radius:8px;border:2px solid #1d4ed8;cursor:pointer;min-height:44px;text-decoration:none;display:inline-block}
.primary{background:#1d4ed8;color:#fff}.secondary{background:#fff;color:#1d4ed8}
a{color:#1d4ed8}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
@media (max-width:400px){body{padding:.5rem}main{padding:1rem}.actions button,.actions .button{flex:1 1 100%;text-align:center}}
`;

function frame(lang: Lang, title: string, body: string, switchTo: string | null): string {
  const t = pageTexts(lang);
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} — ${escapeHtml(t.provider)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<header><p class="provider">${escapeHtml(t.provider)}</p>${
    switchTo ? `<a href="${escapeHtml(switchTo)}" lang="${lang === 'en' ? 'ru' : 'en'}">${escapeHtml(t.otherLanguage)}</a>` : ''
  }</header>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

export function formatMoney(minor: number, currency: string, lang: Lang): string {
  const major = minor / 100;
  try {
    return new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'ru-RU', { style: 'currency', currency }).format(major);
  } catch {
    return `${major.toFixed(2)} ${currency}`;
  }
}

function summary(row: PspPaymentRow, t: PageTexts, lang: Lang): string {
  const method = findMethod(row.method_id);
  const money = (minor: number) => escapeHtml(formatMoney(minor, row.currency, lang));
  return `<dl class="summary">
<dt>${escapeHtml(t.method)}</dt><dd>${escapeHtml(method ? method.name[lang] : row.method_id)}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd>${money(row.amount_minor)}</dd>
<dt>${escapeHtml(t.fee)}</dt><dd>${money(row.fee_minor)}</dd>
<dt class="total">${escapeHtml(t.total)}</dt><dd class="total">${money(row.amount_minor + row.fee_minor)}</dd>
</dl>`;
}

function errorSummary(errors: PageErrors, labels: Partial<Record<PageField, string>>, t: PageTexts): string {
  const entries = Object.entries(errors) as [PageField, string][];
  if (entries.length === 0) return '';
  const items = entries.map(([field, text]) => `<li><a href="#${field}">${escapeHtml(labels[field] ?? field)}: ${escapeHtml(text)}</a></li>`);
  return `<div class="summary-errors" role="alert" tabindex="-1"><strong>${escapeHtml(t.errorSummary)}</strong><ul>${items.join('')}</ul></div>`;
}

interface InputSpec {
  name: PageField;
  label: string;
  value: string;
  autocomplete: string;
  inputmode?: string;
  hint?: string;
  maxlength: number;
}

function input(spec: InputSpec, errors: PageErrors): string {
  const error = errors[spec.name];
  const described = [spec.hint ? `${spec.name}-hint` : '', error ? `${spec.name}-error` : ''].filter(Boolean).join(' ');
  return `<div class="field">
<label for="${spec.name}">${escapeHtml(spec.label)}</label>
<input id="${spec.name}" name="${spec.name}" value="${escapeHtml(spec.value)}" autocomplete="${spec.autocomplete}"${
    spec.inputmode ? ` inputmode="${spec.inputmode}"` : ''
  } maxlength="${spec.maxlength}" required${error ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}>
${spec.hint ? `<p class="hint" id="${spec.name}-hint">${escapeHtml(spec.hint)}</p>` : ''}${
    error ? `<p class="error" id="${spec.name}-error">${escapeHtml(error)}</p>` : ''
  }
</div>`;
}

const cancelButton = (t: PageTexts) =>
  `<button type="submit" name="action" value="cancel" class="secondary" formnovalidate>${escapeHtml(t.cancel)}</button>`;

export interface PageInput {
  row: PspPaymentRow;
  lang: Lang;
  /** The page's own address (form action), with its lng. */
  action: string;
  /** The same page in the other language. */
  switchTo: string;
  errors?: PageErrors;
  card?: CardForm;
  /** The confirm page: the payer's account as typed. */
  payer?: string;
}

/** The card form of a card payment's first step. */
export function cardPage({ row, lang, action, switchTo, errors = {}, card }: PageInput): string {
  const t = pageTexts(lang);
  const form = card ?? { cardNumber: '', expiry: '', cvc: '', holder: '' };
  const labels = { cardNumber: t.cardNumber, expiry: t.expiry, cvc: t.cvc, holder: t.holder };
  const cards = t.testCardRows.map(([number, what]) => `<tr><td>${escapeHtml(number)}</td><td>${escapeHtml(what)}</td></tr>`).join('');
  return frame(
    lang,
    t.title,
    `${summary(row, t, lang)}
<p class="note">${escapeHtml(t.demoNote)}</p>
<h2>${escapeHtml(t.testCards)}</h2>
<table><tbody>${cards}</tbody></table>
${errorSummary(errors, labels, t)}
<form method="post" action="${escapeHtml(action)}" novalidate>
${input({ name: 'cardNumber', label: t.cardNumber, value: form.cardNumber, autocomplete: 'cc-number', inputmode: 'numeric', maxlength: 23 }, errors)}
<div class="row">
${input({ name: 'expiry', label: t.expiry, value: form.expiry, autocomplete: 'cc-exp', inputmode: 'numeric', hint: t.expiryHint, maxlength: 7 }, errors)}
${input({ name: 'cvc', label: t.cvc, value: '', autocomplete: 'cc-csc', inputmode: 'numeric', maxlength: 4 }, errors)}
</div>
${input({ name: 'holder', label: t.holder, value: form.holder, autocomplete: 'cc-name', maxlength: 50 }, errors)}
<div class="actions">
<button type="submit" name="action" value="pay" class="primary">${escapeHtml(t.pay)}</button>
${cancelButton(t)}
</div>
</form>`,
    switchTo,
  );
}

/** The 3-D Secure code step of a card payment. */
export function threeDsPage({ row, lang, action, switchTo, errors = {} }: PageInput): string {
  const t = pageTexts(lang);
  return frame(
    lang,
    t.threeDsTitle,
    `${summary(row, t, lang)}
<p>${escapeHtml(t.threeDsNote)}</p>
${errorSummary(errors, { code: t.threeDsCode }, t)}
<form method="post" action="${escapeHtml(action)}" novalidate>
${input({ name: 'code', label: t.threeDsCode, value: '', autocomplete: 'one-time-code', inputmode: 'numeric', maxlength: 6 }, errors)}
<div class="actions">
<button type="submit" name="action" value="verify" class="primary">${escapeHtml(t.verify)}</button>
${cancelButton(t)}
</div>
</form>`,
    switchTo,
  );
}

/** Every method but the card: the payer's account in it (wallet, phone, IBAN or address), then confirm or cancel. */
export function confirmPage({ row, lang, action, switchTo, errors = {}, payer = '' }: PageInput): string {
  const t = pageTexts(lang);
  const kind = (findMethod(row.method_id)?.details ?? 'wallet') as Exclude<DetailsKind, 'card'>;
  const field = { name: 'payer' as const, label: t.payer[kind], value: payer, hint: t.payerHint[kind], maxlength: 100 };
  const autocomplete = kind === 'phone' ? 'tel' : 'off';
  return frame(
    lang,
    t.title,
    `${summary(row, t, lang)}
<p class="note">${escapeHtml(t.demoNote)}</p>
<p>${escapeHtml(t.confirmNote)}</p>
${errorSummary(errors, { payer: field.label }, t)}
<form method="post" action="${escapeHtml(action)}" novalidate>
${input({ ...field, autocomplete, ...(kind === 'phone' ? { inputmode: 'tel' } : {}) }, errors)}
<div class="actions">
<button type="submit" name="action" value="confirm" class="primary">${escapeHtml(t.confirm)}</button>
${cancelButton(t)}
</div>
</form>`,
    switchTo,
  );
}

/** A payment with nothing left to do on the page: its state and the way back. */
export function donePage(row: PspPaymentRow, lang: Lang, backUrl: string, switchTo: string): string {
  const t = pageTexts(lang);
  return frame(
    lang,
    t.title,
    `${summary(row, t, lang)}
<p role="status">${escapeHtml(t.done[row.status as PaymentStatus])}</p>
<div class="actions"><a class="button primary" href="${escapeHtml(backUrl)}">${escapeHtml(t.backToSite)}</a></div>`,
    switchTo,
  );
}

export function notFoundPage(lang: Lang): string {
  const t = pageTexts(lang);
  return frame(lang, t.notFoundTitle, `<p>${escapeHtml(t.notFoundText)}</p>`, null);
}

/**
 * The page's headers: never cached, never framed, nothing loaded; forms go to the page itself and
 * (the redirect after the form) to the site's origin only.
 */
export function pageHeaders(returnOrigin: string | null): Record<string, string> {
  const formAction = ["'self'", ...(returnOrigin ? [returnOrigin] : [])].join(' ');
  return {
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  };
}
