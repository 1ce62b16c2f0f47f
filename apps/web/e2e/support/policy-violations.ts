import type { Page } from 'playwright-core';

/**
 * Collects every Content-Security-Policy violation a page reports, both ways a violation shows: the
 * `securitypolicyviolation` event (listened for by a script that runs before the page's own, on every document the
 * page loads) and Chromium's console line ("… violates the following Content Security Policy directive …").
 * Page errors are collected too: a blocked script often surfaces as one.
 */
export const watchPolicyViolations = async (page: Page): Promise<string[]> => {
  const violations: string[] = [];
  await page.exposeFunction('__reportPolicyViolation', (line: string) => {
    violations.push(line);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportPolicyViolation: (line: string) => Promise<void> })
      .__reportPolicyViolation;
    window.addEventListener('securitypolicyviolation', (event) => {
      void report(
        `event: ${event.effectiveDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber} on ${event.documentURI}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
  return violations;
};
