import type { Lang } from '../lang';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const TEXTS = {
  ru: {
    title: (provider: string) => `Вход через ${provider} (демо)`,
    note: 'Это имитация провайдера в демонстрационном бэкенде: никакие данные никуда не передаются.',
    continueAs: (name: string) => `Продолжить как ${name}`,
    cancel: 'Отмена',
  },
  en: {
    title: (provider: string) => `Sign in with ${provider} (demo)`,
    note: 'The reference backend simulates this provider: no data leaves it.',
    continueAs: (name: string) => `Continue as ${name}`,
    cancel: 'Cancel',
  },
} as const;

export interface SocialPageInput {
  lang: Lang;
  provider: string;
  providerName: string;
  personName: string;
  state: string;
}

/**
 * The simulated provider's consent page: one form posting the state back with "continue" or
 * "cancel". Everything interpolated is escaped; the page loads nothing from anywhere.
 */
export function socialPage(input: SocialPageInput): string {
  const t = TEXTS[input.lang];
  const title = escapeHtml(t.title(input.providerName));
  const action = `/social-api/oauth/${encodeURIComponent(input.provider)}/callback`;
  return `<!doctype html>
<html lang="${input.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f4f6;color:#111827;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border-radius:12px;padding:2rem;max-width:26rem;box-shadow:0 2px 12px rgba(0,0,0,.12)}
h1{font-size:1.3rem;margin:0 0 .75rem}p{color:#4b5563}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}
button{font:inherit;padding:.6rem 1rem;border-radius:8px;border:1px solid #1d4ed8;cursor:pointer}
button[value=continue]{background:#1d4ed8;color:#fff}button[value=cancel]{background:#fff;color:#1d4ed8}
button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(t.note)}</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="state" value="${escapeHtml(input.state)}">
<div class="actions">
<button type="submit" name="action" value="continue">${escapeHtml(t.continueAs(input.personName))}</button>
<button type="submit" name="action" value="cancel">${escapeHtml(t.cancel)}</button>
</div>
</form>
</main>
</body>
</html>`;
}

/** Headers for the page: no caching, no framing, nothing loaded, forms only to this origin. */
export const SOCIAL_PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
} as const;
