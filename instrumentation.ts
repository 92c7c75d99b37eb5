// Run once when a site server starts (Next's instrumentation hook), never during `next build`.
export async function register(): Promise<void> {
  // The Node server only, as Next's documentation writes it so the other runtimes' bundles leave
  // the import out: the purge follower holds a Redis connection (lib/cache/purgeFollower.ts).
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { followPurges } = await import('./lib/cache/purgeFollower');
    followPurges();
  }
}
