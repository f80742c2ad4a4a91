/** Media addresses of recognition items and uploads. Free of zod: the home page imports it within its JavaScript budget. */

/** Spec: media is a video when the URL ends in one of these, an optional query string allowed. */
const VIDEO_URL = /\.(mp4|webm|mov|avi|mpeg|gifv)(\?[^#]*)?(#.*)?$/i;
export const isVideoUrl = (url: string | null | undefined): boolean => Boolean(url && VIDEO_URL.test(url.trim()));
/** An address to show as a still picture (a page's share image): none for a video. */
export const stillImage = (url: string | null): string | null => (isVideoUrl(url) ? null : url);
