/** Set by the global setup to the address of the served demo build. */
export const BASE_URL_VARIABLE = 'MARE_E2E_BASE_URL';

export function servedBaseUrl(): string {
  const url = process.env[BASE_URL_VARIABLE];
  if (!url) throw new Error(`${BASE_URL_VARIABLE} is unset: run through playwright.config.ts`);
  return url;
}
