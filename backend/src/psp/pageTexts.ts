import type { Lang } from '../lang';
import type { CardError } from './cards';
import type { PaymentStatus } from './contract';
import type { DetailsKind } from './methods';

/** The hosted page's words, in Russian and English (`lng` query). */
export interface PageTexts {
  title: string;
  provider: string;
  demoNote: string;
  testCards: string;
  testCardRows: readonly [string, string][];
  amount: string;
  fee: string;
  total: string;
  method: string;
  cardNumber: string;
  expiry: string;
  expiryHint: string;
  cvc: string;
  holder: string;
  pay: string;
  confirm: string;
  confirmNote: string;
  /** The confirm page's field: the payer's account in the method (its fingerprint is the payer's: fingerprint.ts). */
  payer: Record<Exclude<DetailsKind, 'card'>, string>;
  payerHint: Record<Exclude<DetailsKind, 'card'>, string>;
  cancel: string;
  threeDsTitle: string;
  threeDsNote: string;
  threeDsCode: string;
  verify: string;
  errorSummary: string;
  errors: Record<CardError | 'codeFormat' | 'payerFormat', string>;
  done: Record<PaymentStatus, string>;
  backToSite: string;
  notFoundTitle: string;
  notFoundText: string;
  otherLanguage: string;
}

const RU: PageTexts = {
  title: 'Оплата',
  provider: 'Демо-платёжный сервис',
  demoNote: 'Это имитация платёжного сервиса в демонстрационном бэкенде: настоящие карты не принимаются, деньги не списываются.',
  testCards: 'Тестовые карты',
  testCardRows: [
    ['4111 1111 1111 1111', 'оплата проходит'],
    ['4000 0000 0000 0002', 'банк отклоняет'],
    ['4000 0000 0000 0077', 'платёж остаётся в обработке'],
    ['4000 0000 0000 3220', 'нужен код 3-D Secure (123456)'],
  ],
  amount: 'Сумма',
  fee: 'Комиссия',
  total: 'К оплате',
  method: 'Способ',
  cardNumber: 'Номер карты',
  expiry: 'Срок действия',
  expiryHint: 'ММ/ГГ',
  cvc: 'CVC',
  holder: 'Имя держателя',
  pay: 'Оплатить',
  confirm: 'Подтвердить',
  confirmNote: 'Подтвердите платёж в демо-сервисе.',
  payer: { wallet: 'Номер кошелька', phone: 'Номер телефона', account: 'IBAN', address: 'Адрес кошелька' },
  payerHint: {
    wallet: 'От 6 до 32 латинских букв и цифр.',
    phone: 'С кодом страны, например +79991234567.',
    account: 'Например DE89370400440532013000.',
    address: 'От 26 до 64 латинских букв и цифр.',
  },
  cancel: 'Отменить',
  threeDsTitle: 'Подтверждение 3-D Secure',
  threeDsNote: 'Введите код из SMS банка. В демо-сервисе это 123456; любой другой код отклоняет платёж.',
  threeDsCode: 'Код подтверждения',
  verify: 'Подтвердить',
  errorSummary: 'Проверьте поля формы',
  errors: {
    required: 'Заполните это поле.',
    cardNumberFormat: 'Номер карты — 16 цифр с верной контрольной цифрой.',
    cardNumberUnknown: 'Демо-сервис принимает только тестовые карты из списка выше.',
    expiryFormat: 'Укажите срок в виде ММ/ГГ, например 12/30.',
    expiryPast: 'Срок действия карты истёк.',
    cvcFormat: 'CVC — 3 цифры с обратной стороны карты.',
    holderFormat: 'Имя латиницей или кириллицей, от 2 до 50 букв.',
    codeFormat: 'Код — 6 цифр.',
    payerFormat: 'Проверьте номер: он не в том виде, что указан под полем.',
  },
  done: {
    success: 'Платёж выполнен.',
    fail: 'Платёж отклонён.',
    pending: 'Платёж в обработке. Результат придёт позже.',
    cancel: 'Платёж отменён.',
  },
  backToSite: 'Вернуться на сайт',
  notFoundTitle: 'Платёж не найден',
  notFoundText: 'Такого платежа нет. Начните пополнение на сайте заново.',
  otherLanguage: 'English',
};

const EN: PageTexts = {
  title: 'Payment',
  provider: 'Demo payment service',
  demoNote: 'The reference backend simulates this payment service: no real card is taken and no money is charged.',
  testCards: 'Test cards',
  testCardRows: [
    ['4111 1111 1111 1111', 'the payment succeeds'],
    ['4000 0000 0000 0002', 'the bank declines it'],
    ['4000 0000 0000 0077', 'the payment stays pending'],
    ['4000 0000 0000 3220', 'asks for a 3-D Secure code (123456)'],
  ],
  amount: 'Amount',
  fee: 'Fee',
  total: 'To pay',
  method: 'Method',
  cardNumber: 'Card number',
  expiry: 'Expiry date',
  expiryHint: 'MM/YY',
  cvc: 'CVC',
  holder: 'Cardholder name',
  pay: 'Pay',
  confirm: 'Confirm',
  confirmNote: 'Confirm the payment in the demo service.',
  payer: { wallet: 'Wallet number', phone: 'Phone number', account: 'IBAN', address: 'Wallet address' },
  payerHint: {
    wallet: '6 to 32 Latin letters and digits.',
    phone: 'With the country code, e.g. +79991234567.',
    account: 'For example DE89370400440532013000.',
    address: '26 to 64 Latin letters and digits.',
  },
  cancel: 'Cancel',
  threeDsTitle: '3-D Secure check',
  threeDsNote: "Enter the code from your bank's SMS. In the demo service it is 123456; any other code declines the payment.",
  threeDsCode: 'Confirmation code',
  verify: 'Confirm',
  errorSummary: 'Please check the form',
  errors: {
    required: 'Fill in this field.',
    cardNumberFormat: 'A card number is 16 digits with a valid check digit.',
    cardNumberUnknown: 'The demo service takes only the test cards listed above.',
    expiryFormat: 'Enter the date as MM/YY, e.g. 12/30.',
    expiryPast: 'The card has expired.',
    cvcFormat: 'The CVC is the 3 digits on the back of the card.',
    holderFormat: 'A name of 2 to 50 letters.',
    codeFormat: 'The code is 6 digits.',
    payerFormat: 'Check the number: it is not in the form given under the field.',
  },
  done: {
    success: 'The payment went through.',
    fail: 'The payment was declined.',
    pending: 'The payment is being processed. The result will follow.',
    cancel: 'The payment was cancelled.',
  },
  backToSite: 'Back to the site',
  notFoundTitle: 'Payment not found',
  notFoundText: 'There is no such payment. Start the deposit again from the site.',
  otherLanguage: 'Русский',
};

export const pageTexts = (lang: Lang): PageTexts => (lang === 'en' ? EN : RU);
