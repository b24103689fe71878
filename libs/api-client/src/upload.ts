import { type ApiClientContext, withAccessToken } from './base.api';

/** How much of an upload's body has been sent; total is null while the browser cannot tell. */
export interface UploadProgress {
  loaded: number;
  total: number | null;
}

/** A refused or failed upload, shaped as RTK Query's errors are, so screens read it the same way. */
export type UploadError =
  | { status: number; data: unknown }
  | { status: 'FETCH_ERROR'; error: string }
  | { status: 'ABORTED'; error: string };

export interface UploadRequest {
  /** Path under the API base, with its query string: 'imports/upload?format=wqx-csv&file_name=a.csv'. */
  url: string;
  body: Blob;
  onProgress?(progress: UploadProgress): void;
  signal?: AbortSignal;
}

const ABORTED: UploadError = { status: 'ABORTED', error: 'The upload was cancelled.' };

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * POSTs a file as a raw body (application/octet-stream) with the signed-in user's bearer token, as the other calls
 * send it, reporting the bytes sent as they go: fetch has no upload progress, XMLHttpRequest has. Resolves with the
 * answer's JSON; rejects with an UploadError (the server's status and body, a network failure, or an abort).
 */
export async function uploadWithProgress(context: ApiClientContext, request: UploadRequest): Promise<unknown> {
  const headers = await withAccessToken(new Headers({ 'Content-Type': 'application/octet-stream' }), context);
  return new Promise((resolve, reject) => {
    const xhr = context.createXhr ? context.createXhr() : new XMLHttpRequest();
    xhr.open('POST', `${context.apiBaseUrl}/${request.url}`);
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => request.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : null });
    xhr.onload = () => {
      const data = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(data);
      else reject({ status: xhr.status, data } satisfies UploadError);
    };
    xhr.onerror = () => reject({ status: 'FETCH_ERROR', error: 'The upload could not reach the server.' } satisfies UploadError);
    xhr.onabort = () => reject(ABORTED);
    if (request.signal?.aborted) {
      reject(ABORTED);
      return;
    }
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.body);
  });
}
