import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Issue 44: the staff's own visits to the panel were sent as page views. The reporter runs in the
// browser; here its globals are stubbed and the tRPC client is a recorder.
describe('reportPageView', () => {
  let sent: { path: string; referrer?: string }[];
  let client: Parameters<typeof import('./page-views').reportPageView>[0];
  let reportPageView: typeof import('./page-views').reportPageView;

  beforeEach(async () => {
    vi.resetModules();
    vi.stubGlobal('navigator', { doNotTrack: null });
    vi.stubGlobal('location', { origin: 'https://club.example' });
    vi.stubGlobal('document', { referrer: 'https://club.example/admin?tab=payments' });
    sent = [];
    const mutate = async (input: { path: string; referrer?: string }) => {
      sent.push(input);
      return { recorded: true };
    };
    client = { public: { analytics: { recordView: { mutate } } } };
    ({ reportPageView } = await import('./page-views'));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends no view of /admin, its tabs or /admin-login, and never names them as the referrer', () => {
    reportPageView(client, '/');
    for (const path of ['/admin', '/admin-login', '/about', '/Admin', '/admin/x', '/shame']) reportPageView(client, path);
    expect(sent).toEqual([
      { path: '/', referrer: undefined },
      { path: '/about', referrer: undefined },
      { path: '/shame', referrer: undefined },
    ]);
    reportPageView(client, '/exhibitions');
    expect(sent.at(-1)).toEqual({ path: '/exhibitions', referrer: 'https://club.example/shame' });
  });
});
