import { useState } from 'react';
import { isApiError, isUnauthorized } from '../../../app/apiError';
import { FormAlert, type FormProblem } from '../../../shared/ui/FormAlert';
import { Dialog } from '../../../shared/dialog/Dialog';
import { useSaveBatchPaymentMutation } from '../api';
import { isIsoDate, localToday } from '../../../shared/format';
import { InputField } from './fields';

interface BatchPaymentDialogProps {
  signingIds: string[];
  onSaved: () => void;
  onClose: () => void;
}

/** Pays the balance of every selected signing with one check (spec 001 §4). */
export function BatchPaymentDialog({ signingIds, onSaved, onClose }: BatchPaymentDialogProps) {
  const [paymentDate, setPaymentDate] = useState(localToday());
  const [checkNumber, setCheckNumber] = useState('');
  const [dateError, setDateError] = useState<string>();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [save, { isLoading }] = useSaveBatchPaymentMutation();
  const count = signingIds.length;

  const submit = async () => {
    if (!isIsoDate(paymentDate)) {
      setDateError('Enter the date the payment was received');
      return;
    }
    setProblem(null);
    try {
      await save({ SigningIds: signingIds, PaymentDate: paymentDate, CheckNumber: checkNumber.trim() }).unwrap();
      onSaved();
    } catch (error) {
      if (isUnauthorized(error)) return;
      const refused = isApiError(error) && typeof error.status === 'number' && error.status < 500;
      setProblem({
        title: 'Payment Save Failed',
        message: refused ? error.Response : 'The batch payments could not be saved, please check your internet connection and try again.',
      });
    }
  };

  return (
    <Dialog
      title="Batch payment"
      onClose={onClose}
      size="small"
      footer={{ cancel: 'Cancel', action: { label: 'Save payments', form: 'batch-payment-form', loading: isLoading } }}
    >
      <form
        id="batch-payment-form"
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!isLoading) void submit();
        }}
      >
        <p>Records the balance of {count === 1 ? 'the selected signing' : `each of the ${count} selected signings`} as paid.</p>
        <InputField
          label="Payment date"
          type="date"
          value={paymentDate}
          onValueChange={(value) => {
            setPaymentDate(value);
            setDateError(undefined);
          }}
          error={dateError}
        />
        <InputField label="Check number" value={checkNumber} onValueChange={setCheckNumber} maxLength={30} autoComplete="off" />
        <FormAlert problem={problem} />
      </form>
    </Dialog>
  );
}
