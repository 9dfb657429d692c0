import { lazy, Suspense, type ComponentType } from 'react';
import { MessageBox } from '../shared/dialog/MessageBox';
import { PAGE_NOT_FOUND_MESSAGE } from './constants';

/**
 * A dialog whose code is loaded when it is first opened (a menu's dialog, a help topic), so the
 * first screen does not carry it. If its chunk cannot be fetched, a message box says so instead.
 */
export function lazyDialog<Props extends { onClose: () => void }>(load: () => Promise<{ default: ComponentType<Props> }>): ComponentType<Props> {
  const Lazy = lazy(() =>
    load().catch(() => ({
      default: function DialogUnavailable({ onClose }: Props) {
        return <MessageBox text={PAGE_NOT_FOUND_MESSAGE} onClose={onClose} />;
      },
    })),
  );
  return function LazyDialog(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
