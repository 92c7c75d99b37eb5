// The cashier (docs/payments-api.md).

/** While a payment is pending, its onpay page asks the backend again this often. */
export const PAYMENT_POLL_MS = 2000;

/** The longest message of a support request about a payment (the backend's limit, docs/payments-api.md). */
export const PAYMENT_REQUEST_MAX_LENGTH = 2000;
