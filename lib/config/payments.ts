// The cashier (issue 13, docs/payments-api.md).

/** While a payment is pending, its onpay page asks the backend again this often. */
export const PAYMENT_POLL_MS = 2000;
