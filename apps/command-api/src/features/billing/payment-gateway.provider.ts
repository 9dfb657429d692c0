import type { Provider } from '@nestjs/common';
import type { PaymentGateway } from '@notary/payments';
import type { Runtime } from '../../core/runtime';
import { RUNTIME } from '../../core/tokens';

/** The payment gateway the runtime opened (test or Stripe): inject with @Inject(PAYMENT_GATEWAY). */
export const PAYMENT_GATEWAY = Symbol('PaymentGateway');

export const paymentGatewayProvider: Provider<PaymentGateway> = {
  provide: PAYMENT_GATEWAY,
  useFactory: (runtime: Runtime) => runtime.stores.payments,
  inject: [RUNTIME],
};
