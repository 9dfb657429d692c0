import { Module, type DynamicModule } from '@nestjs/common';
import { CoreModule } from './core/core.module';
import type { Runtime } from './core/runtime';
import { FEATURES } from './features';

/** The command API around an already opened runtime (adapters are chosen there, by configuration). */
@Module({})
export class AppModule {
  static forRuntime(runtime: Runtime): DynamicModule {
    return { module: AppModule, imports: [CoreModule.forRuntime(runtime), ...FEATURES] };
  }
}
