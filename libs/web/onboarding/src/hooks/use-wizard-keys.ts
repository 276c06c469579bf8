import { type RefObject, useEffect } from 'react';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Fields where the arrow keys already mean something. */
function ownsArrows(element: Element | null): boolean {
  if (!element) return false;
  if (element.closest('[data-own-arrows]')) return true;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return element instanceof HTMLInputElement && ['number', 'range', 'date', 'time'].includes(element.type);
}

/**
 * The wizard's keyboard (spec 1 §2.3): Tab is blocked and Shift+Tab goes back. So that every
 * control stays reachable without Tab, the up and down arrows move focus through the step's
 * controls. Dialogs opened from a step keep their own keyboard.
 */
export function useWizardKeys(container: RefObject<HTMLElement | null>, onBack: () => void): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('[role="dialog"], [role="alertdialog"]')) return;
      if (event.key === 'Tab') {
        event.preventDefault();
        if (event.shiftKey) onBack();
        return;
      }
      if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !event.altKey && !ownsArrows(target)) {
        const root = container.current;
        if (!root) return;
        const items = [...root.querySelectorAll<HTMLElement>(focusable)].filter(
          (element) => !element.closest('[hidden], [inert]'),
        );
        if (items.length === 0) return;
        event.preventDefault();
        const current = items.indexOf(document.activeElement as HTMLElement);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const nextIndex =
          current < 0 ? (step > 0 ? 0 : items.length - 1) : (current + step + items.length) % items.length;
        items[nextIndex]!.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [container, onBack]);
}
