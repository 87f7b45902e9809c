/**
 * Ports of the two servers the browser tests start: the whole product on E2E_PORT (default 9000) and the plain
 * static host on the next port. Set E2E_PORT to run two suites side by side (two working copies on one machine).
 */
export const PRODUCT_PORT = Number(process.env.E2E_PORT ?? 9000);
export const STATIC_PORT = PRODUCT_PORT + 1;
export const PRODUCT_ORIGIN = `http://127.0.0.1:${PRODUCT_PORT}`;
export const STATIC_ORIGIN = `http://127.0.0.1:${STATIC_PORT}`;
