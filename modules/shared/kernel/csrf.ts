/**
 * The double-submit CSRF token's names, shared by the host (which sets, rotates and checks it) and
 * the web client (which echoes the cookie in the header on every mutation).
 */
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'X-CSRF-Token';
