/** The little of pa11y's API that scripts/audit-pa11y.ts uses (the package ships no types). */
declare module 'pa11y' {
  type Issue = { code: string; type: 'error' | 'warning' | 'notice'; message: string; selector: string; context: string; runner: string };
  type Options = {
    runners?: string[];
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
    includeWarnings?: boolean;
    includeNotices?: boolean;
    levelCapWhenNeedsReview?: 'error' | 'warning' | 'notice';
    timeout?: number;
    wait?: number;
    chromeLaunchConfig?: { executablePath?: string; args?: string[] };
    viewport?: { width: number; height: number; isMobile?: boolean };
  };
  function pa11y(url: string, options?: Options): Promise<{ documentTitle: string; pageUrl: string; issues: Issue[] }>;
  namespace pa11y {
    type Result = Awaited<ReturnType<typeof pa11y>>;
  }
  export default pa11y;
}
