import type { Lang, Localized } from '../lang';

/**
 * Content of the remote page fragments (shell-and-routing.md §2 "Remote fragments"): the footer and the
 * error page of the fictional operator BetSite. Licence numbers, accounts and contacts are
 * invented (they match the information pages).
 */

/** Footer social link (shell-and-routing.md §3): name, link, iconName. Links without a value are dropped. */
export interface FooterSocialLink {
  name: string;
  link: string;
  iconName: string;
}

export const FOOTER_SOCIAL_LINKS: FooterSocialLink[] = [
  { name: 'Telegram', link: 'https://t.me/betsite_example', iconName: 'telegram' },
  { name: 'VK', link: 'https://vk.com/betsite_example', iconName: 'vk' },
  { name: 'YouTube', link: 'https://www.youtube.com/@betsite_example', iconName: 'youtube' },
  // No account yet: the link is empty, so the footer leaves it out.
  { name: 'X', link: '', iconName: 'x' },
];

/** The links that have a value (shell-and-routing.md §3). */
export function visibleSocialLinks(links: readonly FooterSocialLink[]): FooterSocialLink[] {
  return links.filter((link) => link.link.trim() !== '');
}

export const PAYMENT_METHODS: Localized<string[]> = {
  ru: ['Visa', 'Mastercard', 'МИР', 'СБП', 'ЮMoney', 'Банковский перевод'],
  en: ['Visa', 'Mastercard', 'MIR', 'Faster Payments (SBP)', 'YooMoney', 'Bank transfer'],
};

export const SUPPORT = {
  phone: '8 800 000-00-00',
  phoneHref: 'tel:88000000000',
  email: 'support@betsite.example',
};

export const FOOTER_TEXTS = {
  title: { ru: 'Лицензия, оплата и поддержка', en: 'Licence, payments and support' },
  licenceTitle: { ru: 'Лицензия', en: 'Licence' },
  licence: {
    ru: 'BetSite работает на основании лицензии № BS-0427 на организацию азартных игр в букмекерских конторах, выданной Игорной надзорной службой. Услуги предоставляются лицам старше 18 лет.',
    en: 'BetSite operates under licence No. BS-0427 for organising gambling in betting shops, issued by the Gaming Supervisory Service. Services are for persons over 18 only.',
  },
  socialTitle: { ru: 'Мы в соцсетях', en: 'Follow us' },
  paymentsTitle: { ru: 'Способы оплаты', en: 'Payment methods' },
  supportTitle: { ru: 'Поддержка', en: 'Support' },
  supportHours: { ru: 'Круглосуточно, без выходных', en: 'Around the clock, every day' },
} satisfies Record<string, Localized>;

export const ERROR_PAGE_TEXTS = {
  notFound: { ru: 'Страница не найдена', en: 'Page not found' },
  forbidden: { ru: 'Доступ запрещён', en: 'Access denied' },
  request: { ru: 'Запрос не выполнен', en: 'The request could not be completed' },
  technical: { ru: 'Технические неполадки', en: 'Technical problem' },
  codeLabel: { ru: 'Код ошибки', en: 'Error code' },
  advice: {
    ru: 'Обновите страницу через минуту или вернитесь на главную. Если ошибка повторяется, напишите нам:',
    en: 'Refresh the page in a minute or go back to the home page. If the error keeps coming back, write to us:',
  },
} satisfies Record<string, Localized>;

/** The heading of the error-page fragment for a status code. */
export function errorPageTitle(status: number, lang: Lang): string {
  if (status === 404) return ERROR_PAGE_TEXTS.notFound[lang];
  if (status === 401 || status === 403) return ERROR_PAGE_TEXTS.forbidden[lang];
  if (status >= 500) return ERROR_PAGE_TEXTS.technical[lang];
  return ERROR_PAGE_TEXTS.request[lang];
}

/** The fragments' own look, scoped to their root classes; colours are the site's tokens. */
export const FOOTER_STYLE = [
  '.fragment-footer { display: grid; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); gap: 20px; padding-top: 16px; border-top: 1px solid var(--line); font-size: 13px; }',
  '.fragment-footer h2 { font-size: 14px; margin: 0 0 10px; }',
  '.fragment-footer p { margin: 0; color: var(--text-muted); }',
  '.fragment-footer ul { display: flex; flex-direction: column; gap: 6px; margin: 0; padding: 0; list-style: none; }',
  '.fragment-footer .fragment-footer__payments { flex-direction: row; flex-wrap: wrap; }',
  '.fragment-footer__payments li { padding: 2px 8px; border: 1px solid var(--line); border-radius: 6px; color: var(--text-muted); }',
  '.fragment-footer__icon { display: inline-block; width: 8px; height: 8px; margin-right: 8px; border-radius: 50%; background: var(--accent); }',
].join('\n');

export const ERROR_PAGE_STYLE = [
  '.fragment-error-page { display: flex; flex-direction: column; align-items: center; gap: 6px; text-align: center; }',
  '.fragment-error-page__code { margin: 0; font-size: 13px; color: var(--text-muted); }',
  '.fragment-error-page h2 { margin: 0; font-size: 18px; }',
  '.fragment-error-page p { margin: 0; }',
].join('\n');
