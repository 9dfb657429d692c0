import { Module } from '@nestjs/common';
import { SpaController } from './spa.controller';

/** The built React app: every page path answers index.html with the session's anti-forgery token. */
@Module({ controllers: [SpaController] })
export class WebAppModule {}
