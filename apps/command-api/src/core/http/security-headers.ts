import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '@notary/platform';

/**
 * Headers every answer carries. The page may load scripts, styles, images, fonts and connections
 * from its own origin only (the live channel's WebSocket is same-origin too), nothing may frame it,
 * plugins are off, and a `<base>` cannot send relative URLs elsewhere. Styles set from script (React's
 * style props, the charts) are allowed by browsers under this policy; style attributes in served
 * HTML are not, and the app serves none.
 */
export function addSecurityHeaders(app: NestFastifyApplication, config: Pick<AppConfig, 'hsts'> & Partial<Pick<AppConfig, 'stripe'>>): void {
  // Stripe's card field (script, its frames and its API) is allowed only when Stripe takes the payments.
  const stripe = config.stripe?.secretKey
    ? { script: ['https://js.stripe.com'], frame: ['https://js.stripe.com', 'https://hooks.stripe.com'], connect: ['https://api.stripe.com'] }
    : null;
  const headers = headersOf({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        ...(stripe ? { 'script-src': ["'self'", ...stripe.script], 'connect-src': ["'self'", ...stripe.connect] } : {}),
        'base-uri': ["'self'"],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        // blob: shows a receipt photo the notary has just chosen, before it is uploaded.
        'img-src': ["'self'", 'data:', 'blob:'],
        // blob: previews the invoice PDF just rendered from what the notary is editing, before saving.
        'frame-src': ["'self'", 'blob:', ...(stripe?.frame ?? [])],
      },
    },
    // The app opens no cross-origin windows that need a reference back, and loads nothing cross-origin.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
  // Features a notary's bookkeeping never needs; denying them limits what injected script could reach.
  headers['permissions-policy'] = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';
  // On the root instance, so every route has them: the API, the web app's files, the 404s. An answer
  // that needs another policy (a PDF shown in the app's own frame) sets its own header over these.
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
}

/**
 * The headers helmet sets, worked out once. They depend on the options only (no nonce, nothing from
 * the request), and @fastify/helmet built helmet's whole middleware again for every request, options
 * parsed and checked anew: under 20 saving notaries that was 4% of the API thread.
 */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
