import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import type { Runtime } from './runtime/runtime';
import { CATALOG, CLOCK, CONFIG, EVENT_STORE, NOTIFIER, RUNTIME, SESSION_STORE } from './runtime/tokens';
import { ErrorFilter } from './http/error.filter';
import { ReadYourWritesInterceptor } from './http/read-your-writes.interceptor';
import { AuthGuard } from './auth/auth.guard';
import { SessionService } from './auth/session.service';
import { PasswordHasher } from './auth/password-hasher';
import { LoginThrottle } from './auth/login-throttle';
import { AccountController } from './accounts/account.http.controller';
import { AccountService } from './accounts/account.service';
import { AccountDirectory } from './accounts/account-directory';
import { BillingService } from './accounts/billing.service';
import { SettingsController } from './settings/settings.http.controller';
import { SettingsService } from './settings/settings.service';
import { HealthController } from './health/health.controller';
import { LiveGateway } from './live/live.gateway';
import { SpaController } from './web/spa.controller';
import { AppointmentController } from './signings/appointment.http.controller';
import { AppointmentStatusController } from './signings/appointment-status.http.controller';
import { SigningCommands } from './signings/signing-commands.service';
import { ContactController, CustomerController } from './customers/customer.http.controller';
import { CustomerCommands } from './customers/customer-commands.service';

/** Wires the app around an already opened runtime: adapters are chosen there, by configuration. */
@Module({})
export class AppModule {
  static forRuntime(runtime: Runtime): DynamicModule {
    return {
      module: AppModule,
      controllers: [HealthController, AccountController, SettingsController, AppointmentController, AppointmentStatusController, CustomerController, ContactController, SpaController],
      providers: [
        { provide: RUNTIME, useValue: runtime },
        { provide: CONFIG, useValue: runtime.config },
        { provide: CLOCK, useValue: runtime.clock },
        { provide: EVENT_STORE, useValue: runtime.stores.eventStore },
        { provide: SESSION_STORE, useValue: runtime.stores.sessions },
        { provide: NOTIFIER, useValue: runtime.stores.notifier },
        { provide: CATALOG, useValue: runtime.catalog },
        { provide: APP_FILTER, useClass: ErrorFilter },
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_INTERCEPTOR, useClass: ReadYourWritesInterceptor },
        SessionService,
        PasswordHasher,
        LoginThrottle,
        AccountDirectory,
        AccountService,
        BillingService,
        SettingsService,
        LiveGateway,
        SigningCommands,
        CustomerCommands,
      ],
    };
  }
}
