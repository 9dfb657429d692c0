import { useEffect, useRef, useState } from 'react';

/**
 * Stripe's own card field (Elements), loaded from js.stripe.com only when the server says the gateway
 * is Stripe: the card goes from the browser to Stripe, and only the PaymentMethod id comes back to us.
 */
interface StripeCardElement {
  mount(element: HTMLElement): void;
  destroy(): void;
}
interface StripeJs {
  elements(): { create(type: 'card', options?: object): StripeCardElement };
  createPaymentMethod(options: { type: 'card'; card: StripeCardElement }): Promise<{ paymentMethod?: { id: string }; error?: { message?: string } }>;
}
declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

const STRIPE_JS = 'https://js.stripe.com/v3/';
let loading: Promise<void> | null = null;

function loadStripeJs(): Promise<void> {
  if (window.Stripe) return Promise.resolve();
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      reject(new Error('The secure card form could not be loaded; check your connection and try again.'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** What the form calls on submit: Stripe's PaymentMethod id for the card typed, or Stripe's message. */
export type CreatePaymentMethod = () => Promise<{ id: string } | { error: string }>;

export function StripeCardField({ publishableKey, onReady }: { publishableKey: string; onReady: (create: CreatePaymentMethod | null) => void }) {
  const host = useRef<HTMLDivElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let card: StripeCardElement | null = null;
    let cancelled = false;
    loadStripeJs()
      .then(() => {
        if (cancelled || !host.current || !window.Stripe) return;
        const stripe = window.Stripe(publishableKey);
        card = stripe.elements().create('card', { hidePostalCode: false });
        card.mount(host.current);
        const mounted = card;
        onReady(async () => {
          const result = await stripe.createPaymentMethod({ type: 'card', card: mounted });
          return result.paymentMethod ? { id: result.paymentMethod.id } : { error: result.error?.message ?? 'Your card was declined.' };
        });
      })
      .catch((error: Error) => setProblem(error.message));
    return () => {
      cancelled = true;
      card?.destroy();
      onReady(null);
    };
  }, [publishableKey, onReady]);

  return (
    <div className="field">
      <span className="field__label">Card</span>
      <div ref={host} className="field__input stripe-card" aria-label="Card details, in Stripe's secure field" />
      {problem && <p className="field__hint">{problem}</p>}
    </div>
  );
}
