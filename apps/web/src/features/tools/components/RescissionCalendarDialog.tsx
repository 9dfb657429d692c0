import { NotYetBuiltDialog } from '../../../shared/dialog/NotYetBuiltDialog';

/** Will give the rescission date: three days after the signing, not counting Sundays and federal holidays. */
export function RescissionCalendarDialog({ onClose }: { onClose: () => void }) {
  return <NotYetBuiltDialog title="Rescission Calendar" message="The rescission calendar is coming in the next release." onClose={onClose} />;
}
