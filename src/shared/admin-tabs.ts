/**
 * The admin panel's sections, as `/admin?tab=` names them (the panel in
 * src/client/admin/admin-panel.tsx gives each its label and component; its navigation is typed
 * against this list, so a tab added there and not here fails the typecheck). Zod-free, like the other constants here.
 */
export const ADMIN_TAB_KEYS = [
  'comments',
  'content',
  'recognition',
  'shame',
  'arsenal',
  'intelligence',
  'videos',
  'contact',
  'volunteers',
  'proposals',
  'supporters',
  'payments',
  'analytics',
  'mail',
  'audit',
] as const;
export type AdminTabKey = (typeof ADMIN_TAB_KEYS)[number];
