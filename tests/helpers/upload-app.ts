import fs from 'node:fs';
import { useAdminTestApp } from './admin-session';
import { multipartBody, type Part } from './upload-fixtures';

/**
 * The app of the upload tests: small limits, so "too large" is cheap to test, and multipart posts to
 * it: `upload` as a visitor (no cookie unless given), `asAdmin` with the admin's cookie.
 */
export function useUploadTestApp() {
  const session = useAdminTestApp({ rateLimitWritesPerMinute: 1000 }, { MAX_IMAGE_MB: '0.01', MAX_VIDEO_MB: '0.05' });
  const { t } = session;
  const upload = (url: string, parts: Part[], headers: Record<string, string> = { cookie: '' }) => {
    const { payload, contentType } = multipartBody(parts);
    return t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': contentType, origin: 'http://localhost:3000', ...headers },
    });
  };
  const asAdmin = (url: string, parts: Part[]) => upload(url, parts, { cookie: session.cookie() });
  /** The names in the uploads folder, sorted. */
  const filesOnDisk = () => fs.readdirSync(t.config.uploads.dir).sort();
  return { ...session, upload, asAdmin, filesOnDisk };
}
