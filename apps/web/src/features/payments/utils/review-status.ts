/** How often an order waiting for staff is fetched again (its page shows the review as soon as it happens). */
export const ORDER_POLL_INTERVAL_MS = 5_000;
