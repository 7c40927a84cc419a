import { paths } from '@farmsite/domain';
import { ApiError, writeError } from './client';
import { portalUnavailable } from './portalMessages';

/** Sends a dispensary's application (the form's fields and its licence document): the server's receipt. */
export async function apply(form: FormData): Promise<{ message: string }> {
  let res: Response;
  try {
    res = await fetch(paths.wholesaleApplications, { method: 'POST', body: form, headers: { Accept: 'application/json' } });
  } catch {
    throw new ApiError(portalUnavailable, 0);
  }
  if (!res.ok) throw await writeError(res, portalUnavailable);
  return (await res.json()) as { message: string };
}
