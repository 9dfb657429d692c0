import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import type { BillingAnswer, CardRequest } from '@notary/contracts';
import { isApiError, messageOf } from '../../../app/apiError';
import { FormAlert, type FormProblem } from '../../../shared/ui/FormAlert';
import { LoadingButton } from '../../../shared/ui/LoadingButton';
import { BLANK_CARD, CardFields, type CardFieldValues } from './CardFields';
import { StripeCardField, type CreatePaymentMethod } from './StripeCardField';

/**
 * The card form of Billing and of "Update card": the test gateway's fields, or Stripe's own field.
 * A refusal shows the server's words (spec 001 §8: billing errors show the Response inline) and
 * keeps what was typed; each wrong field says what is wrong under it.
 */
export function PaymentForm({
  gateway,
  submitLabel,
  errorTitle,
  extra,
  onSubmit,
}: {
  gateway: BillingAnswer['Gateway'];
  submitLabel: string;
  errorTitle: string;
  /** Fields besides the card (the plan, the terms), and whether they let the form be sent. */
  extra?: ReactNode;
  onSubmit: (card: CardRequest) => Promise<unknown>;
}) {
  const [values, setValues] = useState<CardFieldValues>(BLANK_CARD);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [sending, setSending] = useState(false);
  const [createPaymentMethod, setCreatePaymentMethod] = useState<CreatePaymentMethod | null>(null);
  const onStripeReady = useCallback((create: CreatePaymentMethod | null) => setCreatePaymentMethod(() => create), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setProblem(null);
    setErrors({});
    try {
      let card: CardRequest = values;
      if (gateway.Kind === 'stripe') {
        if (!createPaymentMethod) throw new Error('The secure card form is still loading.');
        const made = await createPaymentMethod();
        if ('error' in made) {
          setProblem({ title: errorTitle, message: made.error });
          return;
        }
        card = { PaymentMethodId: made.id };
      }
      await onSubmit(card);
      setValues(BLANK_CARD);
    } catch (error) {
      setProblem({ title: errorTitle, message: messageOf(error) });
      if (isApiError(error) && error.Errors) setErrors(error.Errors);
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="payment-form" onSubmit={submit} noValidate>
      {gateway.Kind === 'stripe' && gateway.PublishableKey ? (
        <StripeCardField publishableKey={gateway.PublishableKey} onReady={onStripeReady} />
      ) : (
        <>
          <CardFields values={values} errors={errors} onChange={setValues} />
          <p className="field__hint">Test mode: no card is charged. Use 4242 4242 4242 4242 with any future date and any 3 digits.</p>
        </>
      )}
      {extra}
      {errors.PlanId && <p className="field__hint">{errors.PlanId}</p>}
      {errors.AcceptedTerms && <p className="field__hint">{errors.AcceptedTerms}</p>}
      <FormAlert problem={problem} />
      <LoadingButton type="submit" loading={sending}>
        {submitLabel}
      </LoadingButton>
    </form>
  );
}
