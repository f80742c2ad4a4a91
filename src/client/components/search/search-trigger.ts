/**
 * The search dialog's triggers (issue 26), loaded with the header's search box (site-search-box.tsx): `/` (when
 * not typing elsewhere) and Ctrl or Cmd+K open it, and so does typing in the header's search box
 * (which, without JavaScript, is a plain GET form to /search). The dialog's code is fetched on
 * the first opening only.
 */
let installed = false;
let dialog: Promise<typeof import('./search-dialog')> | undefined;

let opening = false;

/** Opens the dialog with what `from` holds once it is here (keys typed while it loads are kept). */
function open(from: HTMLInputElement | null) {
  if (opening) return;
  opening = true;
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  void (dialog ??= import('./search-dialog'))
    .then((m) => {
      const initial = from?.value ?? '';
      if (from) from.value = '';
      m.openSearchDialog(initial, opener);
    })
    .finally(() => (opening = false));
}

const typingIn = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT');

/** Listens from now on (once, however many times the header's box is rendered). */
export function installSearchTrigger(): void {
  if (installed) return;
  installed = true;
  document.addEventListener('keydown', onKey);
  document.addEventListener('input', onInput);
}

function onKey(e: KeyboardEvent) {
  if (e.defaultPrevented || e.altKey) return;
  const k = (e.key === 'k' || e.key === 'K') && (e.ctrlKey || e.metaKey) && !e.shiftKey;
  const slash = e.key === '/' && !e.ctrlKey && !e.metaKey && !typingIn(e.target);
  if (!k && !slash) return;
  e.preventDefault();
  open(null);
}

function onInput(e: Event) {
  const box = e.target;
  if (box instanceof HTMLInputElement && box.id === 'site-search-q' && box.value.trim()) open(box);
}
