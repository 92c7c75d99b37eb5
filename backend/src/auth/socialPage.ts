import type { Lang } from '../lang';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const TEXTS = {
  ru: {
    title: (provider: string) => `Вход через ${provider} (демо)`,
    note: 'Это имитация провайдера в демонстрационном бэкенде: никакие данные никуда не передаются.',
    continueAs: (name: string) => `Продолжить как ${name}`,
    cancel: 'Отмена',
    errorTitle: 'Вход не подтверждён',
    errorText:
      'Этот вход через соцсеть начат не в этом браузере или слишком давно, поэтому мы его не выполнили. Если вы хотели войти, начните вход на сайте заново.',
    backToSite: 'Вернуться на сайт',
  },
  en: {
    title: (provider: string) => `Sign in with ${provider} (demo)`,
    note: 'The reference backend simulates this provider: no data leaves it.',
    continueAs: (name: string) => `Continue as ${name}`,
    cancel: 'Cancel',
    errorTitle: 'Sign-in not confirmed',
    errorText:
      'This social sign-in was not started in this browser, or was started too long ago, so we did not sign you in. If you meant to sign in, start again from the site.',
    backToSite: 'Back to the site',
  },
} as const;

export interface SocialPageInput {
  lang: Lang;
  provider: string;
  providerName: string;
  personName: string;
  state: string;
}

/** The page frame both pages share: nothing loaded from anywhere, everything interpolated escaped. */
function frame(lang: Lang, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f4f6;color:#111827;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border-radius:12px;padding:2rem;max-width:26rem;box-shadow:0 2px 12px rgba(0,0,0,.12)}
h1{font-size:1.3rem;margin:0 0 .75rem}p{color:#4b5563}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}
button,.actions a{font:inherit;padding:.6rem 1rem;border-radius:8px;border:1px solid #1d4ed8;cursor:pointer}
button[value=continue],.actions a{background:#1d4ed8;color:#fff;text-decoration:none}button[value=cancel]{background:#fff;color:#1d4ed8}
button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${title}</h1>
${body}
</main>
</body>
</html>`;
}

/**
 * The simulated provider's consent page: one form posting the state back with "continue" or
 * "cancel" (and the language, for the callback's error page).
 */
export function socialPage(input: SocialPageInput): string {
  const t = TEXTS[input.lang];
  const action = `/social-api/oauth/${encodeURIComponent(input.provider)}/callback?lng=${input.lang}`;
  return frame(
    input.lang,
    escapeHtml(t.title(input.providerName)),
    `<p>${escapeHtml(t.note)}</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="state" value="${escapeHtml(input.state)}">
<div class="actions">
<button type="submit" name="action" value="continue">${escapeHtml(t.continueAs(input.personName))}</button>
<button type="submit" name="action" value="cancel">${escapeHtml(t.cancel)}</button>
</div>
</form>`,
  );
}

/**
 * What the callback shows when the posted state is not this browser's (no or another state cookie:
 * another site posted it, or the round trip outlived its cookie). No session is opened; the link
 * goes to the site's home page `home` (a path of this site).
 */
export function socialErrorPage(lang: Lang, home: string): string {
  const t = TEXTS[lang];
  return frame(
    lang,
    escapeHtml(t.errorTitle),
    `<p role="alert">${escapeHtml(t.errorText)}</p>
<div class="actions"><a href="${escapeHtml(home)}">${escapeHtml(t.backToSite)}</a></div>`,
  );
}

/** Headers for the page: no caching, no framing, nothing loaded, forms only to this origin. */
export const SOCIAL_PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
} as const;
