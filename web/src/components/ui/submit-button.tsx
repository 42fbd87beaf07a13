import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button.tsx';
import { Spinner } from './spinner.tsx';

export interface SubmitButtonProps extends Omit<ButtonProps, 'asChild'> {
  /** While true the button is disabled and the spinner shows, in the icon's place. */
  pending: boolean;
  /** The label while pending (e.g. 'Saving...'); the children stay when omitted. */
  pendingLabel?: ReactNode;
  /** A decorative icon before the label; the spinner replaces it while pending. */
  icon?: ReactNode;
}

/**
 * The button of an action that waits on the server: disabled while `pending` (and whenever
 * `disabled`), with a spinner and `pendingLabel` meanwhile. Like Button, its type is "button"
 * unless given: pass type="submit" when it submits a form.
 */
export function SubmitButton({ pending, pendingLabel, icon = null, disabled, children, ...props }: SubmitButtonProps) {
  return (
    <Button disabled={pending || disabled} {...props}>
      {pending ? <Spinner /> : icon}
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </Button>
  );
}
