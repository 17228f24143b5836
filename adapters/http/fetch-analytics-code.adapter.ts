/**
 * AnalyticsCodePort over GET /analytics_code (SPEC §7): `{ analytics_code, head_analytics_code }`,
 * the agency's HTML snippets for the end of the body and for the head. Asked of the page's own
 * origin only (the HTTP client's base URL), never of another site: the answer is code that runs in
 * the page. A missing or null snippet is an empty one; a body of another shape, or a snippet that
 * is not text, is a decode failure (nothing is then injected).
 */
import * as t from 'io-ts';
import { isLeft, right } from 'fp-ts/Either';
import type { AgencyAnalyticsCode, AnalyticsCodePort, Result } from '../../core/index.js';
import type { HttpClient } from './http-client.js';

const Snippet = t.union([t.string, t.null, t.undefined]);

export const AnalyticsCodeBody = t.type({ analytics_code: Snippet, head_analytics_code: Snippet });

export class FetchAnalyticsCodeAdapter implements AnalyticsCodePort {
  constructor(private readonly http: HttpClient) {}

  async analyticsCode(): Promise<Result<AgencyAnalyticsCode>> {
    const answer = await this.http.get('/analytics_code', AnalyticsCodeBody);
    if (isLeft(answer)) return answer;
    return right({
      head: answer.right.head_analytics_code ?? '',
      body: answer.right.analytics_code ?? '',
    });
  }
}
