/** Ports of the product as the end-to-end tests run it, apart from `npm start`'s so both can run at once. */
export const E2E_CMS_PORT = 1351
export const E2E_SITE_PORT = 8898
export const E2E_SITE_URL = `http://localhost:${E2E_SITE_PORT}`
