import { LoadingButton } from '../ui/LoadingButton';

/** The dialog's own action, on the right of its footer ("Save", "Yes", "OK"). */
export interface DialogAction {
  label: string;
  /** Submits the form with this id, so Enter in a field does the same as the button. */
  form?: string;
  /** For an action that is not a form's submission (OK, Yes). */
  onClick?: () => void;
  /** The action is under way: the button shows it and ignores clicks (see LoadingButton). */
  loading?: boolean;
  disabled?: boolean;
  /** The id of the text that says why the action is not possible now. */
  describedBy?: string;
}

/** What a dialog's footer holds: a button that leaves without acting, the dialog's action, or both. */
export interface DialogButtons {
  /** The label of the leaving button ("Cancel", "No", "Keep it"); it closes the dialog. */
  cancel?: string;
  action?: DialogAction;
  /**
   * The button with the focus when the dialog opens: a question's safe answer ('cancel', so Enter
   * never confirms by accident), a message's OK ('action'); otherwise the dialog's first field.
   */
  focus?: 'cancel' | 'action';
}

/** The footer of every dialog: the leaving button first, the action last (on the right). */
export function DialogFooter({ cancel, action, focus, onClose }: DialogButtons & { onClose: () => void }) {
  return (
    <footer className="modal__actions">
      {cancel && (
        <button type="button" className="button button--secondary" onClick={onClose} data-autofocus={focus === 'cancel' || undefined}>
          {cancel}
        </button>
      )}
      {action && (
        <LoadingButton
          type={action.form ? 'submit' : 'button'}
          form={action.form}
          loading={action.loading ?? false}
          disabled={action.disabled}
          aria-describedby={action.describedBy}
          onClick={action.onClick}
          data-autofocus={focus === 'action' || undefined}
        >
          {action.label}
        </LoadingButton>
      )}
    </footer>
  );
}
