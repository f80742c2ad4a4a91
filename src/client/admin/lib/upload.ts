import { fieldErrors } from '~/shared/field-errors';

export class UploadError extends Error {
  constructor(
    /** The spec's error rule: "status: body". */
    message: string,
    readonly status: number,
    readonly serverMessage: string,
    readonly fields: Record<string, string>,
  ) {
    super(message);
  }
}

/**
 * Multipart POST with upload progress (fetch cannot report it). Sends the session cookie;
 * the browser adds the Origin header the server checks (D20).
 */
export function uploadForm<T>(url: string, form: FormData, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const text = xhr.responseText ?? '';
      let body: { error?: string; issues?: { path: string; message: string }[] } | undefined;
      try {
        body = text ? (JSON.parse(text) as typeof body) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body as T);
        return;
      }
      const fields = fieldErrors(body?.issues ?? []);
      reject(new UploadError(`${xhr.status}: ${text || xhr.statusText}`, xhr.status, body?.error ?? xhr.statusText, fields));
    };
    xhr.onerror = () => reject(new UploadError('0: Network error', 0, 'The connection failed before the upload finished.', {}));
    xhr.onabort = () => reject(new UploadError('0: Upload cancelled', 0, 'The upload was cancelled.', {}));
    xhr.send(form);
  });
}

export type UploadAnswer = { imageUrl: string; fileType?: string; mimeType?: string; size?: number };
