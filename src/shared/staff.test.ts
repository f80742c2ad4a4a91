import { describe, expect, it } from 'vitest';
import { ADMIN_TABS } from './admin-kinds';
import { mayUse, tabsFor } from './staff';
import { CONTENT_TABS } from '../../tests/helpers/admin-tabs';

describe('staff roles (docs/decisions/027)', () => {
  const keys = (role: Parameters<typeof tabsFor>[1]) => tabsFor(ADMIN_TABS, role).map((tab) => tab.key);

  it('shows an Owner every tab', () => {
    expect(keys('owner')).toEqual(ADMIN_TABS.map((tab) => tab.key));
  });

  it('shows an Editor the content tabs and the Dispatch (docs/decisions/056)', () => {
    // Their own Security tab as well (docs/decisions/026).
    expect(keys('editor')).toEqual([...CONTENT_TABS, 'dispatch', 'security']);
  });

  it('shows a Moderator comments and supporters only', () => {
    expect(keys('moderator')).toEqual(['comments', 'supporters', 'security']);
  });

  it('lets every role use the staff area and only Owners the owner area', () => {
    expect(mayUse('moderator', 'staff') && mayUse('editor', 'staff')).toBe(true);
    expect([mayUse('owner', 'owner'), mayUse('editor', 'owner'), mayUse('moderator', 'owner')]).toEqual([true, false, false]);
  });
});
