import type { Lang } from '../lang';
import {
  ERROR_PAGE_STYLE,
  ERROR_PAGE_TEXTS,
  errorPageTitle,
  FOOTER_SOCIAL_LINKS,
  FOOTER_STYLE,
  FOOTER_TEXTS,
  PAYMENT_METHODS,
  SUPPORT,
  visibleSocialLinks,
} from '../seed/fragments';
import { FRAGMENT_NAMES, type FragmentName } from './fragmentMode';

// The remote page fragments' HTML (shell-and-routing.md §7 "Remote page fragment"); routes/fragments.ts parses the call.

/** The components each fragment is made of, in page order; a POST may ask for some of them. */
export const COMPONENTS: Record<FragmentName, readonly string[]> = {
  footer: ['licence', 'social', 'payments', 'support'],
  'error-page': ['message', 'support'],
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function footerComponent(component: string, lang: Lang): string {
  const heading = (text: string) => `<h2>${escapeHtml(text)}</h2>`;
  const open = `<section class="fragment-footer__block" data-component="${component}">`;
  switch (component) {
    case 'licence':
      return `${open}${heading(FOOTER_TEXTS.licenceTitle[lang])}<p>${escapeHtml(FOOTER_TEXTS.licence[lang])}</p></section>`;
    case 'social': {
      const items = visibleSocialLinks(FOOTER_SOCIAL_LINKS).map(
        (link) =>
          `<li><a href="${escapeHtml(link.link)}" target="_blank" rel="noopener noreferrer">` +
          `<span class="fragment-footer__icon fragment-footer__icon--${escapeHtml(link.iconName)}" aria-hidden="true"></span>` +
          `${escapeHtml(link.name)}</a></li>`,
      );
      return `${open}${heading(FOOTER_TEXTS.socialTitle[lang])}<ul class="fragment-footer__social">${items.join('')}</ul></section>`;
    }
    case 'payments': {
      const items = PAYMENT_METHODS[lang].map((method) => `<li>${escapeHtml(method)}</li>`);
      return `${open}${heading(FOOTER_TEXTS.paymentsTitle[lang])}<ul class="fragment-footer__payments">${items.join('')}</ul></section>`;
    }
    default:
      return (
        `${open}${heading(FOOTER_TEXTS.supportTitle[lang])}<ul>` +
        `<li><a href="${SUPPORT.phoneHref}">${escapeHtml(SUPPORT.phone)}</a></li>` +
        `<li><a href="mailto:${SUPPORT.email}">${escapeHtml(SUPPORT.email)}</a></li>` +
        `<li>${escapeHtml(FOOTER_TEXTS.supportHours[lang])}</li></ul></section>`
      );
  }
}

function errorPageComponent(component: string, lang: Lang, status: number): string {
  if (component === 'message') {
    return (
      `<p class="fragment-error-page__code">${escapeHtml(ERROR_PAGE_TEXTS.codeLabel[lang])}: ${status}</p>` +
      `<h2>${escapeHtml(errorPageTitle(status, lang))}</h2>`
    );
  }
  return `<p>${escapeHtml(ERROR_PAGE_TEXTS.advice[lang])} <a href="mailto:${SUPPORT.email}">${escapeHtml(SUPPORT.email)}</a></p>`;
}

/**
 * The fragment response (shell-and-routing.md §7): appName, title, codeToEval, scriptsToLoad, head, body,
 * style, cssToLoad. `codeToEval` is empty unless the control API gave the fragment some.
 */
export function renderFragment(name: FragmentName, components: readonly string[], lang: Lang, status: number, codeToEval = '') {
  if (name === 'footer') {
    return {
      appName: name,
      title: FOOTER_TEXTS.title[lang],
      codeToEval,
      scriptsToLoad: [],
      head: '',
      body: `<div class="fragment-footer">${components.map((c) => footerComponent(c, lang)).join('')}</div>`,
      style: FOOTER_STYLE,
      cssToLoad: [],
    };
  }
  return {
    appName: name,
    title: errorPageTitle(status, lang),
    codeToEval,
    scriptsToLoad: [],
    head: '',
    body: `<div class="fragment-error-page">${components.map((c) => errorPageComponent(c, lang, status)).join('')}</div>`,
    style: ERROR_PAGE_STYLE,
    cssToLoad: [],
  };
}

export function isFragmentName(value: string): value is FragmentName {
  return (FRAGMENT_NAMES as readonly string[]).includes(value);
}
