import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Shows the `<dialog>` with `showModal()` while `open`: the browser keeps focus inside it, makes the
 * page behind it inert and turns Escape into a `cancel`, which goes to `onCancel` instead of closing
 * it (the caller decides). On close focus goes back to what had it; a control marked
 * `data-autofocus` gets it on open. The page's scroll is locked by CSS (`html:has(dialog:modal)`).
 */
export function useModalDialog(dialog: RefObject<HTMLDialogElement | null>, open: boolean, onCancel: () => void) {
  const cancel = useRef(onCancel);
  useEffect(() => {
    cancel.current = onCancel;
  });

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let closing = false;
    function onCancelEvent(event: Event) {
      event.preventDefault();
      cancel.current();
    }
    function onClose() {
      // Open again means this is the late event of an earlier close (React's dev double effects).
      if (closing || element!.open) return;
      // A browser may close it on a repeated Escape although `cancel` was refused: the caller decides.
      element!.showModal();
      cancel.current();
    }
    element.addEventListener('cancel', onCancelEvent);
    element.addEventListener('close', onClose);
    element.showModal();
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      closing = true;
      element.removeEventListener('cancel', onCancelEvent);
      element.removeEventListener('close', onClose);
      if (element.open) element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [dialog, open]);
}
