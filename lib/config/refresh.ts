/** How often an open live block asks for fresh scores and odds, ms. Not in the spec: docs/decisions/live-refresh.md. */
export const LIVE_REFRESH_MS = 15000;
