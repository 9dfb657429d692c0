import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { IoAdapter } from '@nestjs/platform-socket.io';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import type { LogLevel } from '@nestjs/common';
import { AppModule } from './app.module';
import { useCheapAsyncBind } from './core/http/cheap-async-bind';
import { addSecurityHeaders } from './core/http/security-headers';
import type { Runtime } from './core/runtime';
import { SessionService } from './core/auth/session.service';
import { findWebRoot, serveWebAssets } from './features/web-app/web-assets';

/** Requests larger than this answer 413; no call of the product needs more. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface ServerOptions {
  logLevels?: LogLevel[] | false;
}

/** Builds the HTTP app (API, live channel, web app) around an opened runtime. */
export async function createServer(runtime: Runtime, options: ServerOptions = {}): Promise<NestFastifyApplication> {
  useCheapAsyncBind();
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    // Only the configured proxies' X-Forwarded-For hops are believed; the client is the right-most other.
    trustProxy: runtime.config.trustedProxies.length ? runtime.config.trustedProxies : false,
    // The spec's paths mix cases (GetAppointmentConfirmationHistory) and trailing slashes (get/).
    // Stream ids in support's paths run longer than the default 100 characters (user-email-{address}).
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 300 },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRuntime(runtime), adapter, {
    logger: options.logLevels ?? ['error', 'warn'],
    // Stripe's webhook signature is over the exact bytes received (features/billing/stripe-webhook).
    rawBody: true,
  });
  addSecurityHeaders(app, runtime.config);
  await app.register(fastifyCookie);
  // Receipts arrive as multipart files; each route sets its own limits when it reads one.
  await app.register(fastifyMultipart, { throwFileSizeLimit: false });
  app.useWebSocketAdapter(new IoAdapter(app));
  await app.get(SessionService).ensureIndexes();
  await serveWebAssets(app.getHttpAdapter().getInstance(), findWebRoot());
  return app;
}
