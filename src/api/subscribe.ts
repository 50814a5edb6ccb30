import { API_PATHS } from '../config/api-protocol.ts';
import { loadApiClient } from './load-api-client.ts';
import { pageRegion } from '../dom/page-region.ts';

export type SubscribeSource = 'footer' | 'campaign' | 'notify' | 'popup';

/** The subscribe call, made with error toasts off: the form shows its own messages. */
export async function subscribe(email: string, source: SubscribeSource): Promise<unknown> {
  const { callApi } = await loadApiClient();
  return callApi(API_PATHS.subscribe, {
    method: 'POST',
    json: { email: email.trim(), region: pageRegion(), source },
    toast: false,
  });
}
