// Constants from the product specification (spec 000 §9 and the error catalogue, §8).

export const PRODUCT_NAME = 'Notary Ledger';

export const NETWORK_FAILURE_MESSAGE = 'Failed to connect to the Notary Ledger server, please check your internet connection and try again';
export const PAGE_NOT_FOUND_MESSAGE = 'Error 404! Page not found.';

export const LOGIN_PATH = '/Account/Login';
export const BILLING_PATH = '/Billing';

/** The layout is the mobile one below this width (the CSS media queries use the same number). */
export const MOBILE_LAYOUT_BELOW_PX = 979;
export const LOADING_BUTTON_RESET_MS = 3000;
export const LOGOUT_FADE_MS = 1000;

/** Requests that take longer than this are reported as a connection failure. */
export const REQUEST_TIMEOUT_MS = 30_000;
