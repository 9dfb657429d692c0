import helmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '@notary/platform';

/**
 * Headers every answer carries. The page may load scripts, styles, images, fonts and connections
 * from its own origin only (the live channel's WebSocket is same-origin too), nothing may frame it,
 * plugins are off, and a `<base>` cannot send relative URLs elsewhere. Styles set from script (React's
 * style props, the charts) are allowed by browsers under this policy; style attributes in served
 * HTML are not, and the app serves none.
 */
export async function addSecurityHeaders(app: NestFastifyApplication, config: Pick<AppConfig, 'hsts'> & Partial<Pick<AppConfig, 'stripe'>>): Promise<void> {
  // Stripe's card field (script, its frames and its API) is allowed only when Stripe takes the payments.
  const stripe = config.stripe?.secretKey
    ? { script: ['https://js.stripe.com'], frame: ['https://js.stripe.com', 'https://hooks.stripe.com'], connect: ['https://api.stripe.com'] }
    : null;
  await app.register(helmet, {
    global: true,
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
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onSend', async (_request, reply) => {
      reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
    });
}
