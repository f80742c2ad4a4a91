import { describe, expect, it } from 'vitest';
import { WriteLog } from './write-log';

const dep = (table: string, part: string | null = null) => ({ table, part, hidden: false });
const change = (table: string, part: string | null = null) => ({ table, part, hiddenOnly: false });

describe('WriteLog', () => {
  it('tells whether a write after a render began changed what it read', () => {
    const log = new WriteLog();
    log.append([change('content_items', '1')], Infinity);
    const began = log.seq;
    log.append([change('content_items', '2')], Infinity);
    expect(log.changedBetween(began, log.seq, [dep('content_items', '1')])).toBe(false);
    expect(log.changedBetween(began, log.seq, [dep('content_items')])).toBe(true);
    expect(log.changedBetween(0, began, [dep('content_items', '1')])).toBe(true);
  });

  it('counts a full invalidation as a change to everything', () => {
    const log = new WriteLog();
    log.append([change('shame_items')], Infinity);
    const began = log.seq;
    log.clearAll();
    expect(log.changedBetween(began, log.seq, [dep('recognition_items')])).toBe(true);
    expect(log.owedBy(began, [dep('recognition_items')])).toBeNull();
  });

  it('says the last write that changed a dependency and the earliest acknowledgement owed', () => {
    const log = new WriteLog();
    log.append([change('t')], 0);
    const began = log.seq;
    log.append([change('t')], 500);
    log.append([change('u')], 100);
    log.append([change('t')], 900);
    expect(log.owedBy(began, [dep('t')])).toEqual({ last: 4, until: 500 });
  });
});
