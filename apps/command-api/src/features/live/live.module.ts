import { Module } from '@nestjs/common';
import { LiveGateway } from './live.gateway';

/** The live channel (Socket.IO): the projector's announcements reach the owner's open screens. */
@Module({ providers: [LiveGateway] })
export class LiveModule {}
