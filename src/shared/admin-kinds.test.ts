import { describe, expect, it } from 'vitest';
import { ADMIN_TAB_KEYS, ADMIN_TABS, auditKindLabel, EXPORT_KINDS } from './admin-kinds';
import { auditSummary } from './audit-log';
import { CONTENT_TABS } from '../../tests/helpers/admin-tabs';

describe('the one list of admin kinds', () => {
  it('gives the panel its sections in order, each with a label', () => {
    expect(ADMIN_TAB_KEYS).toEqual([
      'comments',
      ...CONTENT_TABS,
      'contact',
      'volunteers',
      'proposals',
      'supporters',
      'members',
      'payments',
      'analytics',
      'mail',
      'dispatch',
      'audit',
      'staff',
      'security',
      'privacy',
    ]);
    expect(ADMIN_TABS.every((tab) => tab.label.length > 0)).toBe(true);
  });

  it('gives the CSV exports their kinds, as the download paths name them', () => {
    expect(EXPORT_KINDS).toEqual(['contact-forms', 'volunteer-applications', 'research-proposals', 'supporters', 'members', 'payments']);
  });

  it('says each audit kind as the Audit Log tab shows it; an unknown stored kind as it is', () => {
    expect(auditKindLabel('content')).toBe('Exhibition');
    expect(auditKindLabel('contact-form')).toBe('Contact form');
    expect(auditKindLabel('export')).toBe('CSV export');
    expect(auditKindLabel('payments')).toBe('payments');
    expect(auditSummary('video', 'delete')).toBe('Quiz video deleted');
    expect(auditSummary('session', 'login-failed')).toBe('Failed login');
    expect(auditSummary('payment', 'refund')).toBe('Payment refunded');
  });
});
