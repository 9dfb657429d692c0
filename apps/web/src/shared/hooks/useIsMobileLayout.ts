import { MOBILE_LAYOUT_BELOW_PX } from '../../app/constants';
import { useMediaQuery } from './useMediaQuery';

/** True below 979 px, where the side menu becomes a drawer (the CSS uses the same width). */
export function useIsMobileLayout(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_LAYOUT_BELOW_PX - 0.02}px)`);
}
