import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { AuthGuard } from './auth/auth.guard';
import { RegistrationThrottle } from './auth/registration-throttle';
import { SignInThrottle } from './auth/sign-in-throttle';
import { TrialWriteGuard } from './auth/trial-write.guard';
import { PasswordHasher } from './auth/password-hasher';
import { SessionService } from './auth/session.service';
import { CommandKit } from './commands/command-kit';
import { TrialGate } from './commands/trial-gate';
import { ErrorFilter } from './http/error.filter';
import { CommandReplayInterceptor } from './http/command-replay.interceptor';
import { ReadYourWritesInterceptor } from './http/read-your-writes.interceptor';
import { OperatorAudit } from './operators/operator-audit';
import { ReadModels } from './read-models';
import type { Runtime } from './runtime';
import { BLOB_STORE, CATALOG, CLOCK, CONFIG, CREDENTIALS, EVENT_STORE, NOTIFIER, RUNTIME, SESSION_STORE } from './tokens';

const shared = [SessionService, PasswordHasher, SignInThrottle, RegistrationThrottle, CommandKit, TrialGate, ReadModels, OperatorAudit];

/**
 * What every feature stands on: the ports (chosen by configuration when the runtime opened them),
 * the command and query buses, sessions, and the one guard, interceptor and error filter that every
 * route passes through.
 */
@Global()
@Module({})
export class CoreModule {
  static forRuntime(runtime: Runtime): DynamicModule {
    const ports = [
      { provide: RUNTIME, useValue: runtime },
      { provide: CONFIG, useValue: runtime.config },
      { provide: CLOCK, useValue: runtime.clock },
      { provide: EVENT_STORE, useValue: runtime.stores.eventStore },
      { provide: SESSION_STORE, useValue: runtime.stores.sessions },
      { provide: CREDENTIALS, useValue: runtime.stores.credentials },
      { provide: NOTIFIER, useValue: runtime.stores.notifier },
      { provide: CATALOG, useValue: runtime.catalog },
      { provide: BLOB_STORE, useValue: runtime.stores.blobs },
    ];
    return {
      module: CoreModule,
      imports: [CqrsModule.forRoot()],
      providers: [
        ...ports,
        ...shared,
        { provide: APP_FILTER, useClass: ErrorFilter },
        // In this order: who is asking, then whether their trial still lets them write.
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_GUARD, useClass: TrialWriteGuard },
        // Outermost first: read-your-writes also puts x-position on a replayed answer.
        { provide: APP_INTERCEPTOR, useClass: ReadYourWritesInterceptor },
        { provide: APP_INTERCEPTOR, useClass: CommandReplayInterceptor },
      ],
      exports: [...ports.map((port) => port.provide), ...shared],
    };
  }
}
