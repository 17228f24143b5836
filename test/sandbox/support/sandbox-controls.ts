/**
 * The sandbox's own controls (`/__sandbox/faults`, `/__sandbox/recaptcha`) as a test on this
 * machine calls them. They answer only local requests, and a state-changing call needs a session
 * cookie and its authenticity token like any other call (sandbox README "Faults and inspection"):
 * a GET answer to a visitor without a cookie carries both, so each call starts with one.
 */

/** POST (with `body` as JSON) or DELETE a sandbox control at `baseUrl`, with a fresh session and its token. */
export async function sandboxControl(
  baseUrl: string,
  method: 'POST' | 'DELETE',
  path: string,
  body?: Record<string, unknown>,
): Promise<Response> {
  const first = await fetch(`${baseUrl}/__sandbox/faults`, {
    headers: { accept: 'application/json' },
  });
  await first.body?.cancel();
  const cookie = first.headers.get('set-cookie')?.split(';')[0];
  const token = first.headers.get('x-csrf-token');
  if (!cookie || !token)
    throw new Error(`the sandbox at ${baseUrl} handed out no session (status ${first.status})`);
  const headers: Record<string, string> = {
    cookie,
    'x-csrf-token': token,
    accept: 'application/json',
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${baseUrl}${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}
