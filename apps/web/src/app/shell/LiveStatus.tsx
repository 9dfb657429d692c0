import { useAppSelector } from '../hooks';
import { selectLiveStatus } from '../liveConnection';

/**
 * Says when the live channel has dropped: until it is back, a signing saved on another device does
 * not show here without a reload. A status, not an alert: nothing the notary did went wrong, and
 * the notice clears itself once reconnected (every screen then refetches what may have changed).
 */
export function LiveStatus() {
  const status = useAppSelector(selectLiveStatus);
  return (
    <div className="live-status" role="status">
      {status === 'paused' && <span className="live-status__paused">Live updates paused, reconnecting…</span>}
    </div>
  );
}
