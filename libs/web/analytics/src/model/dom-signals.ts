import type { Tracker } from './tracker';

const clickable = 'button, [role="button"], a[data-track], input[type="submit"], input[type="button"]';

/**
 * Counts what the page itself shows: button clicks (bc) and search form submissions (sp, forms
 * with role="search"). Filters report themselves with `tracker.count('fa')`.
 */
export function listenToPage(tracker: Tracker, target: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest(clickable)) tracker.count('bc');
  };
  const onSubmit = (event: SubmitEvent) => {
    if (event.target instanceof HTMLFormElement && event.target.getAttribute('role') === 'search') tracker.count('sp');
  };
  target.addEventListener('click', onClick, true);
  target.addEventListener('submit', onSubmit, true);
  return () => {
    target.removeEventListener('click', onClick, true);
    target.removeEventListener('submit', onSubmit, true);
  };
}
