import { useState } from 'react';
import { messageOf } from '../../../app/apiError';
import { LoadingButton } from '../../../shared/ui/LoadingButton';
import { useLazyGetRoundTripQuery } from './mapsApi';
import { destinationOf, type SigningAddress } from './roundTrip';

interface MileageCalculatorProps {
  address: SigningAddress;
  /** The round trip in whole miles, for the form's mileage. */
  onCalculated: (roundTripMiles: number) => void;
}

const NEEDS_ADDRESS = 'Enter the signing address (Address line 1 and City) to calculate the mileage.';

/**
 * Spec 000 §5's auto-calculated mileage: the driving distance from the notary's business address
 * (their profile) to the signing, rounded up and doubled for the round trip. What went wrong (no
 * business address, no route) shows here, beside the button.
 */
export function MileageCalculator({ address, onCalculated }: MileageCalculatorProps) {
  const [measure, { isFetching }] = useLazyGetRoundTripQuery();
  const [said, setSaid] = useState<{ text: string; problem: boolean } | null>(null);

  const calculate = async () => {
    const to = destinationOf(address);
    if (!to) return setSaid({ text: NEEDS_ADDRESS, problem: true });
    setSaid(null);
    try {
      const answer = await measure(to, false).unwrap();
      onCalculated(answer.RoundTripMiles);
      setSaid({ text: `${answer.RoundTripMiles} miles: the round trip from your business address (${answer.Miles} miles each way).`, problem: false });
    } catch (error) {
      setSaid({ text: messageOf(error), problem: true });
    }
  };

  return (
    <div className="mileage-calculator">
      <LoadingButton type="button" className="button button--secondary" loading={isFetching} onClick={() => void calculate()}>
        Calculate mileage
      </LoadingButton>
      <p className={said?.problem ? 'field__hint field__error' : 'field__hint'} role="status">
        {said?.text ?? 'The round trip from your business address, by road.'}
      </p>
    </div>
  );
}
