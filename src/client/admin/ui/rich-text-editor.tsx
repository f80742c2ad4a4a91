import { type ChainedCommands, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { isPlainText, plainTextToHtml } from '~/shared/rich-text';
import { previewHtml } from '../lib/preview-html';
import { checkLinkAddress, richTextExtensions } from '../lib/rich-text-extensions';
import type { Modal } from './modal';

export type RichTextEditorProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  help?: string;
  minHeight?: string;
  /**
   * The admin's dialog (./modal.tsx), handed in by the form rather than imported: a module shared
   * by the admin chunk and this one made the bundler change how the visitors' entry loads the
   * admin chunk (a few bytes more in the home page's initial JavaScript).
   */
  Dialog: typeof Modal;
};

/** What the editor opens: stored HTML as it is, plain paragraphs (older rows) as the server would store them. */
const toEditorHtml = (value: string) => (isPlainText(value) ? plainTextToHtml(value) : value);

type Tool = {
  key: string;
  label: string;
  shortcut?: string;
  icon: ReactNode;
  /** What the button does to the editor, from the editor focused. */
  command: (chain: ChainedCommands) => ChainedCommands;
};

const svg = (path: ReactNode) => (
  <svg
    viewBox="0 0 20 20"
    width="20"
    height="20"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {path}
  </svg>
);

/** A tool of the toolbar, one line a tool: its shortcut is the one Tiptap binds to the same command. */
const tool = (key: string, label: string, shortcut: string, icon: ReactNode, command: Tool['command']): Tool => ({
  key,
  label,
  shortcut,
  icon,
  command,
});

const BULLETS_ICON = svg(
  <>
    <circle cx="4" cy="5" r="1" fill="currentColor" />
    <circle cx="4" cy="10" r="1" fill="currentColor" />
    <circle cx="4" cy="15" r="1" fill="currentColor" />
    <path d="M8 5h9M8 10h9M8 15h9" />
  </>,
);
const NUMBERS_ICON = svg(
  <>
    <path d="M3 3.5h1.5v4M3 7.5h3M3 12.5c0-1 3-1 3 .5S3 15 3 16.5h3" strokeWidth="1.3" />
    <path d="M9 5h8M9 10h8M9 15h8" />
  </>,
);
const QUOTE_ICON = (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="currentColor">
    <path d="M6 17h3l2-4V7H5v6h3zm8 0h3l2-4V7h-6v6h3z" />
  </svg>
);

/** The toggles: each has aria-pressed, pressed while the selection has the mark or node its key names. */
const TOOLS: Tool[] = [
  tool('bold', 'Bold', 'Ctrl+B', <span className="font-bold">B</span>, (c) => c.toggleBold()),
  tool('italic', 'Italic', 'Ctrl+I', <span className="italic">I</span>, (c) => c.toggleItalic()),
  tool('heading', 'Heading', 'Ctrl+Alt+3', <span className="font-bold">H</span>, (c) => c.toggleHeading({ level: 3 })),
  tool('bulletList', 'Bullet list', 'Ctrl+Shift+8', BULLETS_ICON, (c) => c.toggleBulletList()),
  tool('orderedList', 'Numbered list', 'Ctrl+Shift+7', NUMBERS_ICON, (c) => c.toggleOrderedList()),
  tool('blockquote', 'Quote', 'Ctrl+Shift+B', QUOTE_ICON, (c) => c.toggleBlockquote()),
];

/** Undo and redo: plain actions, enabled while there is something to undo or redo. */
const HISTORY: Tool[] = [
  tool('undo', 'Undo', 'Ctrl+Z', svg(<path d="M7 4 3 8l4 4M3 8h9a5 5 0 0 1 0 10H9" />), (c) => c.undo()),
  tool('redo', 'Redo', 'Ctrl+Shift+Z', svg(<path d="m13 4 4 4-4 4M17 8H8a5 5 0 0 0 0 10h3" />), (c) => c.redo()),
];

const LINK_ICON = svg(
  <path d="M8.5 11.5a3.5 3.5 0 0 0 5 0l2.5-2.5a3.5 3.5 0 0 0-5-5l-1 1M11.5 8.5a3.5 3.5 0 0 0-5 0L4 11a3.5 3.5 0 0 0 5 5l1-1" />,
);

/**
 * The rich-text editor of the admin forms (docs/decisions/012): a visual editor (Tiptap) whose schema is
 * D7's allow-list, with a toolbar, keyboard shortcuts, a link dialog that accepts http(s) and
 * mailto only, and an edit/preview toggle. The value is the HTML the server stores; a value that
 * is opened and not edited is handed back untouched. Loaded in a chunk of its own when a form
 * with a rich-text field first opens.
 */
export default function RichTextEditor({
  label,
  value,
  onChange,
  error,
  required,
  help,
  minHeight = 'min-h-[200px]',
  Dialog,
}: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const [preview, setPreview] = useState(false);
  const [linkDraft, setLinkDraft] = useState<{ url: string; editing: boolean; error?: string } | null>(null);
  // The HTML this editor last handed out, to tell its own echo from a new value (a form reset).
  const emitted = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const extensions = useMemo(richTextExtensions, []);

  const editor = useEditor({
    extensions,
    content: toEditorHtml(value),
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': [error ? errorId : '', helpId].filter(Boolean).join(' '),
        'aria-invalid': error ? 'true' : 'false',
        ...(required ? { 'aria-required': 'true' } : {}),
        spellcheck: 'true',
        class: `rich-text ${minHeight} max-w-none break-words p-3 text-lg leading-relaxed text-ink focus-visible:outline-none`,
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      emitted.current = html;
      onChangeRef.current(html);
    },
  });

  // A value from outside (the form opened on another item, or reset): load it, outside the undo history.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.chain().setMeta('addToHistory', false).setContent(toEditorHtml(value), { emitUpdate: false }).run();
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      if (!e) return null;
      const pressed: Record<string, boolean> = {};
      for (const tool of TOOLS) pressed[tool.key] = e.isActive(tool.key);
      return { pressed, link: e.isActive('link'), canUndo: e.can().undo(), canRedo: e.can().redo() };
    },
  });

  const openLinkDialog = () => {
    if (!editor || preview) return;
    const href = editor.getAttributes('link').href as string | undefined;
    setLinkDraft({ url: href ?? '', editing: Boolean(href) });
  };

  const applyLink = () => {
    if (!editor || !linkDraft) return;
    const checked = checkLinkAddress(linkDraft.url);
    if (!checked.ok) {
      setLinkDraft({ ...linkDraft, error: checked.error });
      return;
    }
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the link's text.
      const text = checked.href.replace(/^mailto:/i, '');
      chain.insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href: checked.href } }] }).run();
    } else {
      chain.extendMarkRange('link').setLink({ href: checked.href }).run();
    }
    setLinkDraft(null);
  };

  const removeLink = () => {
    editor?.chain().focus().extendMarkRange('link').unsetLink().run();
    setLinkDraft(null);
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    // Ctrl+K (Cmd+K): the link dialog. Bold, italic, lists, quote, headings, undo and redo have Tiptap's shortcuts.
    if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
      e.preventDefault();
      openLinkDialog();
    }
  };

  const toolbar = useRovingToolbar();
  const buttonClass = (pressed: boolean) =>
    `inline-flex h-10 min-w-10 items-center justify-center rounded-sm border px-2 text-lg leading-none disabled:cursor-not-allowed disabled:opacity-45 ${
      pressed ? 'border-burgundy bg-burgundy text-parchment' : 'border-transparent text-ink hover:border-ink/40 hover:bg-paper'
    }`;
  const toolButton = (tool: Tool, index: number, pressed: boolean | undefined, enabled: boolean) => (
    <button
      key={tool.key}
      type="button"
      {...toolbar.itemProps(index)}
      onClick={() => editor && tool.command(editor.chain().focus()).run()}
      disabled={preview || !editor || !enabled}
      aria-label={tool.label}
      aria-pressed={pressed}
      aria-keyshortcuts={tool.shortcut?.replace(/Ctrl/g, 'Control')}
      title={tool.shortcut ? `${tool.label} (${tool.shortcut})` : tool.label}
      className={buttonClass(Boolean(pressed))}
    >
      {tool.icon}
    </button>
  );

  return (
    <div>
      <div className="mb-1 flex flex-wrap items-end justify-between gap-2">
        {/* A label for a contenteditable: it names the editor (aria-labelledby) and a click focuses it. */}
        <span id={labelId} className="field-label mb-0 cursor-default" onClick={() => editor?.commands.focus()}>
          {label}
          {required && (
            <span className="text-burgundy" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </span>
        <div role="group" aria-label={`${label}: view`} className="flex rounded-sm border-2 border-ink/40 text-base">
          {(['Edit', 'Preview'] as const).map((mode) => {
            const pressed = (mode === 'Preview') === preview;
            return (
              <button
                key={mode}
                type="button"
                aria-pressed={pressed}
                onClick={() => setPreview(mode === 'Preview')}
                className={`px-3 py-1 font-display font-bold ${pressed ? 'bg-ink text-parchment' : 'text-ink hover:bg-parchment'}`}
              >
                {mode}
              </button>
            );
          })}
        </div>
      </div>
      <div
        className={`rounded-sm border-2 ${error ? 'border-burgundy' : 'border-ink/40'} bg-paper focus-within:border-burgundy`}
        onKeyDown={onKeyDown}
      >
        <div
          role="toolbar"
          aria-label={`${label} formatting`}
          aria-controls={id}
          onKeyDown={toolbar.onKeyDown}
          ref={toolbar.ref}
          // Stays in sight while a long text scrolls in the form's dialog.
          className="sticky top-0 z-10 flex flex-wrap items-center gap-1 border-b border-ink/20 bg-parchment p-1.5"
        >
          {TOOLS.map((tool, i) => toolButton(tool, i, !preview && (state?.pressed[tool.key] ?? false), true))}
          <button
            type="button"
            {...toolbar.itemProps(TOOLS.length)}
            onClick={openLinkDialog}
            disabled={preview || !editor}
            aria-label="Link"
            aria-pressed={!preview && (state?.link ?? false)}
            aria-haspopup="dialog"
            aria-keyshortcuts="Control+K"
            title="Link (Ctrl+K)"
            className={buttonClass(!preview && (state?.link ?? false))}
          >
            {LINK_ICON}
          </button>
          <span className="mx-1 h-6 w-px bg-ink/25" aria-hidden="true" />
          {HISTORY.map((tool, i) =>
            toolButton(tool, TOOLS.length + 1 + i, undefined, tool.key === 'undo' ? (state?.canUndo ?? false) : (state?.canRedo ?? false)),
          )}
        </div>
        <div hidden={preview}>
          <EditorContent editor={editor} />
        </div>
        {preview && (
          <div
            className={`rich-text ${minHeight} break-words p-3`}
            aria-label={`${label} preview`}
            role="region"
            // Cleaned in the browser with the server's allow-list (lib/preview-html).
            dangerouslySetInnerHTML={{ __html: previewHtml(value) || '<p><em>Nothing to preview yet.</em></p>' }}
          />
        )}
      </div>
      <p id={helpId} className="mt-1 text-sm text-sepia">
        {help ?? 'Select text and use the toolbar or the usual shortcuts (Ctrl+B, Ctrl+I, Ctrl+K for a link).'}
      </p>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
      <Dialog
        open={linkDraft !== null}
        title={linkDraft?.editing ? 'Edit link' : 'Insert link'}
        onClose={() => setLinkDraft(null)}
        onCloseAutoFocus={(e) => {
          // Back into the text, where the link now is.
          e.preventDefault();
          editor?.commands.focus();
        }}
      >
        <form
          noValidate
          onSubmit={(e) => {
            // The dialog is portalled out of the item's form in the page, but not in React's tree.
            e.preventDefault();
            e.stopPropagation();
            applyLink();
          }}
        >
          <label htmlFor={`${id}-link`} className="field-label">
            Link address
          </label>
          <input
            id={`${id}-link`}
            type="text"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            value={linkDraft?.url ?? ''}
            onChange={(e) => linkDraft && setLinkDraft({ ...linkDraft, url: e.target.value, error: undefined })}
            aria-invalid={Boolean(linkDraft?.error)}
            aria-describedby={`${id}-link-help${linkDraft?.error ? ` ${id}-link-error` : ''}`}
            placeholder="https://example.com"
            className="field-input aria-[invalid=true]:border-burgundy"
          />
          <p id={`${id}-link-help`} className="mt-1 text-sm text-sepia">
            An http://, https:// or mailto: address.
          </p>
          {linkDraft?.error && (
            <p id={`${id}-link-error`} className="field-error" role="alert">
              {linkDraft.error}
            </p>
          )}
          <div className="mt-5 flex flex-wrap justify-end gap-3">
            <button type="button" className="btn-secondary" onClick={() => setLinkDraft(null)}>
              Cancel
            </button>
            {linkDraft?.editing && (
              <button type="button" className="btn-secondary" onClick={removeLink}>
                Remove link
              </button>
            )}
            <button type="submit" className="btn-primary">
              {linkDraft?.editing ? 'Update link' : 'Insert link'}
            </button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}

/**
 * The toolbar is one Tab stop (WAI-ARIA toolbar pattern): arrow keys, Home and End move between
 * its buttons, skipping disabled ones.
 */
function useRovingToolbar() {
  const ref = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const buttons = () => Array.from(ref.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);
  // If the current button becomes disabled (Undo with nothing to undo), the first enabled one takes the Tab stop.
  const enabledIndex = (index: number) => {
    const list = buttons();
    if (list.length === 0 || !list[index]?.disabled) return index;
    const first = list.findIndex((b) => !b.disabled);
    return first === -1 ? index : first;
  };
  const tabStop = enabledIndex(current);
  return {
    ref,
    itemProps: (index: number) => ({
      tabIndex: index === tabStop ? 0 : -1,
      onFocus: () => setCurrent(index),
      // A pointer press leaves the focus (and the selection) in the text, as word processors do.
      // Otherwise the button takes the focus and the command's focus() hands it back only on the
      // next animation frame: a shortcut pressed before that frame (Ctrl+Shift+Z right after a
      // click on Undo) reached the button and was lost. Keyboard use of the toolbar is unchanged.
      onMouseDown: (e: React.MouseEvent) => e.preventDefault(),
    }),
    onKeyDown: (e: React.KeyboardEvent) => {
      const list = buttons().filter((b) => !b.disabled);
      const at = list.indexOf(document.activeElement as HTMLButtonElement);
      if (at === -1) return;
      const next =
        e.key === 'ArrowRight'
          ? (at + 1) % list.length
          : e.key === 'ArrowLeft'
            ? (at - 1 + list.length) % list.length
            : e.key === 'Home'
              ? 0
              : e.key === 'End'
                ? list.length - 1
                : null;
      if (next === null) return;
      e.preventDefault();
      list[next]?.focus();
    },
  };
}
