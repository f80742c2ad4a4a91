import type { AppConfig } from './config';

/**
 * D22: a strict policy; Stripe's hosts are allowed only when Stripe is configured (Stripe.js
 * and the Payment Element's frames, its API calls and 3-D Secure pages). Demo mode needs none.
 */
export function contentSecurityPolicy(config: AppConfig): Record<string, string[]> {
  const stripe = config.stripe !== null;
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...(stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : [])],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Admins may paste an https image or video address instead of uploading (recognition media).
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    mediaSrc: ["'self'", 'blob:', 'https:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com', 'https://*.stripe.com', 'https://m.stripe.network'] : [])],
    frameSrc: stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}
