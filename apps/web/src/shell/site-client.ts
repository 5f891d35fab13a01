import { createApiClient, endpoints, type Site } from '@wob/api';
import { getLocale } from './locale';

// A chunk of its own: the landing asks for the operator's details after its first paint, so
// the API client (ky) is not part of the first load.
const client = createApiClient({ getToken: () => null, getLocale });

export async function fetchSite(): Promise<Site> {
  const answer = await client.call(endpoints.site, {});
  if (!answer.data) throw new Error('GET /api/site answered without data');
  return answer.data;
}
