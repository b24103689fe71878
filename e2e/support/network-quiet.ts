import type { Page, Request } from '@playwright/test';

/** A page's requests in flight, watched from before a navigation until stop(). */
export interface NetworkWatch {
  /**
   * Waits until no watched request has been in flight for `quietMs`, or until `timeout` has passed (then it simply
   * returns: a page that keeps polling is still worth a screenshot).
   */
  quiet(options?: { quietMs?: number; timeout?: number }): Promise<void>;
  stop(): void;
}

/**
 * Starts watching the page's requests, like Playwright's 'networkidle' but without the live event stream a
 * signed-in page keeps open (Server-Sent Events at /api/live/events, never finished by design): with it, 'networkidle' never came and
 * every signed-in screen waited out the whole timeout.
 */
export function watchNetwork(page: Page): NetworkWatch {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    // The portal reads its stream with fetch (to send the access token), so the Accept header tells it.
    if (request.resourceType() === 'eventsource' || request.headers().accept?.includes('text/event-stream')) return;
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet({ quietMs = 500, timeout = 5_000 } = {}) {
      const deadline = Date.now() + timeout;
      while (Date.now() < deadline) {
        if (inFlight.size === 0 && Date.now() - lastChange >= quietMs) return;
        await page.waitForTimeout(50);
      }
    },
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}
