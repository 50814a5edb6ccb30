/**
 * The API client (ky and the envelope and refresh rules), loaded on first use: ky 2 alone is
 * about 9 KB gzipped, and a visitor who never submits a form should not download it. Forms call
 * `preloadApiClient()` when they get focus, so the module is usually there by the time of the
 * submission.
 */
export function loadApiClient(): Promise<typeof import('./api-client.ts')> {
  return import('./api-client.ts');
}

/** Starts loading the API client now (e.g. when a form gets focus); failures wait for use. */
export function preloadApiClient(): void {
  loadApiClient().catch(() => undefined);
}
