/**
 * The search dialog's opening (docs/decisions/030). The header (site-header.tsx) listens for `/` (when not
 * typing elsewhere) and Ctrl or Cmd+K from the start; typing in the header's search box (which,
 * without JavaScript, is a plain GET form to /search) opens it once the box has hydrated on its
 * first touch or focus (site-search-box.tsx). The dialog's code is fetched on the first opening only.
 */
let installed = false;
let dialog: Promise<typeof import('./site-search-dialog')> | undefined;

let opening = false;

/** Opens the dialog with what `from` holds once it is here (keys typed while it loads are kept). */
export function openSearch(from: HTMLInputElement | null) {
  if (opening) return;
  opening = true;
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  void (dialog ??= import('./site-search-dialog'))
    .then((m) => {
      const initial = from?.value ?? '';
      if (from) from.value = '';
      m.openSearchDialog(initial, opener);
    })
    .finally(() => (opening = false));
}

const searchBox = (el: EventTarget | null) => (el instanceof HTMLInputElement && el.id === 'site-search-q' ? el : null);

/** Listens from now on (once, however many times the header's box is rendered); what was typed before hydration opens it at once. */
export function installSearchTrigger(): void {
  if (installed) return;
  installed = true;
  document.addEventListener('input', (e) => {
    const box = searchBox(e.target);
    if (box?.value.trim()) openSearch(box);
  });
  const box = searchBox(document.getElementById('site-search-q'));
  if (box?.value.trim() && document.activeElement === box) openSearch(box);
}
