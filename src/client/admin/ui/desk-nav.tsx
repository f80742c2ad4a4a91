import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ADMIN_SECTIONS, type ADMIN_TABS, type AdminSectionKey, type AdminTabKey } from '~/shared/admin-kinds';
import { Field } from './fields';

type Tab = (typeof ADMIN_TABS)[number];

/** The pending comments' count beside the tab (or, folded away, its section) that leads to them. */
function PendingBadge({ count, inverted }: { count: number; inverted: boolean }) {
  return (
    <span className={`ml-auto rounded-full px-2 text-sm ${inverted ? 'bg-parchment text-burgundy' : 'bg-burgundy text-parchment'}`}>
      <span data-testid="pending-badge">{count}</span>
      <span className="sr-only"> pending</span>
    </span>
  );
}

/**
 * The panel's sections (docs/decisions/046): on wide screens a sidebar of the tabs grouped under
 * headings that fold, each tab a link to its own `/admin?tab=` address (aria-current marks the open
 * one); on smaller ones a menu with the same groups. The pending comments' badge shows on the tab,
 * on its heading while folded, and in the menu.
 */
export function DeskNav({
  tabs,
  active,
  pendingCount,
  onChoose,
}: {
  tabs: Tab[];
  active: AdminTabKey;
  pendingCount: number;
  onChoose: (key: AdminTabKey) => void;
}) {
  const [folded, setFolded] = useState<ReadonlySet<AdminSectionKey>>(new Set());
  const sections = ADMIN_SECTIONS.map((section) => ({ ...section, tabs: tabs.filter((tab) => tab.section === section.key) })).filter(
    (section) => section.tabs.length > 0,
  );
  const toggle = (key: AdminSectionKey) =>
    setFolded((before) => {
      const after = new Set(before);
      if (!after.delete(key)) after.add(key);
      return after;
    });
  const pendingOn = (tab: Tab) => tab.key === 'comments' && pendingCount > 0;

  return (
    // A landmark for the section choice, so no content sits outside one (axe: region).
    <nav
      aria-label="Administration sections"
      className="border-b-2 border-gold/60 bg-paper lg:w-64 lg:shrink-0 lg:border-b-0 lg:border-r-2"
    >
      <Field label="Section" className="px-4 py-3 lg:hidden">
        {(field) => (
          <select
            {...field}
            className="field-input"
            value={active}
            onChange={(e) => {
              const chosen = tabs.find((tab) => tab.key === e.target.value);
              if (chosen) onChoose(chosen.key);
            }}
          >
            {sections.map((section) => (
              <optgroup key={section.key} label={section.label}>
                {section.tabs.map((tab) => (
                  <option key={tab.key} value={tab.key}>
                    {tab.label}
                    {pendingOn(tab) ? ` (${pendingCount} pending)` : ''}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </Field>
      {/* Sticky beside a long list, and scrolling by itself when the window is shorter than the sidebar. */}
      <div className="sticky top-0 hidden max-h-screen overflow-y-auto px-3 py-4 lg:block">
        {sections.map((section) => {
          const open = !folded.has(section.key);
          const listId = `desk-section-${section.key}`;
          const pendingInside = section.tabs.some(pendingOn);
          return (
            <div key={section.key} className="mb-1.5">
              <button
                type="button"
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => toggle(section.key)}
                className="flex w-full items-center gap-2 rounded-sm px-2 py-1 text-left text-sm font-bold uppercase tracking-widest text-sepia hover:bg-parchment"
              >
                <span aria-hidden="true" className={`inline-block text-xs transition-transform ${open ? 'rotate-90' : ''}`}>
                  ▶
                </span>
                {section.label}
                {!open && pendingInside && <PendingBadge count={pendingCount} inverted={false} />}
              </button>
              <ul id={listId} hidden={!open} className="mt-1 grid gap-0.5">
                {section.tabs.map((tab) => {
                  const current = tab.key === active;
                  return (
                    <li key={tab.key}>
                      <Link
                        to="/admin"
                        search={{ tab: tab.key }}
                        aria-current={current ? 'page' : undefined}
                        className={`flex items-center gap-2 rounded-sm border-l-4 py-1 pl-3 pr-2 font-display text-base font-bold no-underline ${
                          current
                            ? 'border-burgundy bg-burgundy text-parchment'
                            : 'border-transparent text-ink hover:border-ink/30 hover:bg-parchment'
                        }`}
                      >
                        {tab.label}
                        {pendingOn(tab) && <PendingBadge count={pendingCount} inverted={current} />}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </div>
    </nav>
  );
}
