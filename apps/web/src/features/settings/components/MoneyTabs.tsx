import { Link } from 'react-router-dom';
import { formatMoney, localToday } from '../../../shared/format';
import { TextField } from '../../../shared/ui/TextField';
import { useGetIrsMileageRateQuery } from '../api';
import type { TabProps } from './tabProps';
import { Switch } from './Switch';

/** The notary's own rate per mile, which wins over the IRS standard rate everywhere a mile is valued. */
export function MileageTab({ draft, errors, onChange }: TabProps) {
  const { data: irs } = useGetIrsMileageRateQuery(localToday());
  const irsToday = irs ? `${irs.RateCents}¢ a mile today (${irs.RateBasis})` : 'the rate of each trip’s date';
  return (
    <>
      <p>
        Every mile of your signings and extra trips is deducted at the IRS standard mileage rate of the day it was driven. Enter your own rate to use it
        instead, for every trip and signing, on the Extra Mileage page and in the reports.
      </p>
      <TextField
        label="Your own rate per mile, in dollars"
        inputMode="decimal"
        placeholder="IRS standard rate"
        className="settings-group__short"
        maxLength={8}
        value={draft.MileageRate}
        invalid={!!errors.MileageRate}
        hint={errors.MileageRate ?? `Leave it empty for the IRS standard rate: ${irsToday}.`}
        onChange={(event) => onChange({ MileageRate: event.target.value })}
      />
      {draft.MileageRate.trim() !== '' && !errors.MileageRate && Number(draft.MileageRate) > 0 && (
        <p className="settings-note">100 miles at this rate: {formatMoney(Math.round(Number(draft.MileageRate) * 100 * 100) / 100)}.</p>
      )}
    </>
  );
}

/** Fees are set per type of work (Business Profile); this tab holds the one fee preference. */
export function NotaryFeesTab({ draft, onChange, onLeave }: TabProps) {
  return (
    <>
      <p>
        Your fee for each type of work is set on the{' '}
        <Link to="/BusinessProfile" onClick={onLeave}>
          Business Profile
        </Link>{' '}
        page. Picking the type of a new signing fills its amount from that fee; you can change the amount of any signing. Mark there which fees are notarial
        (for acting as a notary public): the tax estimate leaves them out of self-employment tax.
      </p>
      <Switch label="Automatic notary fees" checked={draft.AutoNotaryFee} onChange={(AutoNotaryFee) => onChange({ AutoNotaryFee })}>
        Your fee is worked out from the signature count, so the signings list leaves out its Signatures column. This version does not calculate the fee from the
        signatures: enter the amount you charge.
      </Switch>
    </>
  );
}
