import { Controller, Get, NotFoundException, Req, Res } from '@nestjs/common';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../core/auth/decorators';
import { SESSION_COOKIE } from '../../core/auth/auth.guard';
import { SessionService } from '../../core/auth/session.service';
import { findWebRoot } from './web-assets';

const TOKEN_META = /<meta name="request-verification-token" content="[^"]*"\s*\/?>/;
const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Every page path (/Dashboard, /Appointment, /report/report/income, ...) answers the SPA's
 * index.html carrying the session's anti-forgery token in a meta tag. Unknown /api paths and
 * missing files answer a JSON 404, never the page.
 */
@Controller()
export class SpaController {
  private readonly indexHtml: string | null;

  constructor(private readonly sessions: SessionService) {
    const root = findWebRoot();
    this.indexHtml = root ? fs.readFileSync(path.join(root, 'index.html'), 'utf8') : null;
  }

  @Public()
  @Get('*')
  async page(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const url = request.url.split('?')[0];
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/socket.io') || /\.[a-z0-9]{2,5}$/i.test(url)) throw new NotFoundException();
    if (!this.indexHtml) {
      return reply.status(503).type('text/plain; charset=utf-8').send('The web app is not built yet: run `npm run build:web` (npm start does this).');
    }
    const session = await this.sessions.find(request.cookies?.[SESSION_COOKIE]).catch(() => null);
    const meta = `<meta name="request-verification-token" content="${escapeAttribute(session?.CsrfToken ?? '')}" />`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(this.indexHtml.replace(TOKEN_META, meta));
  }
}
