import { Module } from '@nestjs/common';
import type { AppConfig } from '@notary/platform';
import { CONFIG } from '../../core/tokens';
import { GoogleMapsAdapter } from './google-maps.adapter';
import { MapsController } from './maps.http.controller';
import { MAPS } from './maps.port';

/** Maps behind a port: Google's web services when GOOGLE_MAPS_API_KEY is set, nothing (hidden) otherwise. */
@Module({
  controllers: [MapsController],
  providers: [{ provide: MAPS, inject: [CONFIG], useFactory: (config: AppConfig) => (config.maps ? new GoogleMapsAdapter(config.maps) : null) }],
})
export class MapsModule {}
