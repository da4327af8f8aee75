/** Reads the live-score document from an http(s) URL, with a timeout and a size limit, or from a local file. */
import { readFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { LiveScoreSourceError } from './liveScoreFeed';

export const LIVESCORE_TIMEOUT_MS = 10_000;
/** A day's scores are a few kilobytes; a far bigger answer is not a score table. */
export const LIVESCORE_MAX_BYTES = 2 * 1024 * 1024;

export { LiveScoreSourceError };

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function fetchText(url: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(LIVESCORE_TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    throw new LiveScoreSourceError(`could not reach ${url}: ${describe(error)}`);
  }
  if (!response.ok) throw new LiveScoreSourceError(`${url} answered ${response.status} ${response.statusText}`.trim());
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > LIVESCORE_MAX_BYTES) throw new LiveScoreSourceError(`${url} answered more than 2 MB`);
  const body = await response.arrayBuffer().catch((error: unknown) => {
    throw new LiveScoreSourceError(`could not read the answer of ${url}: ${describe(error)}`);
  });
  if (body.byteLength > LIVESCORE_MAX_BYTES) throw new LiveScoreSourceError(`${url} answered more than 2 MB`);
  return new TextDecoder().decode(body);
}

async function readLocalFile(location: string): Promise<string> {
  const file = location.startsWith('file:') ? fileURLToPath(location) : location;
  try {
    if ((await stat(file)).size > LIVESCORE_MAX_BYTES) throw new LiveScoreSourceError(`${file} is larger than 2 MB`);
    return await readFile(file, 'utf8');
  } catch (error) {
    if (error instanceof LiveScoreSourceError) throw error;
    throw new LiveScoreSourceError(`could not read ${file}: ${describe(error)}`);
  }
}

export async function readLiveScoreSource(location: string): Promise<unknown> {
  const text = /^https?:\/\//i.test(location) ? await fetchText(location) : await readLocalFile(location);
  try {
    return JSON.parse(text);
  } catch {
    throw new LiveScoreSourceError('the live score source did not answer JSON');
  }
}
