// A bounded load: `connections` workers fetch one URL for `seconds`, then stop. Loopback only.

/** Requests per second, latency and errors of one URL under a fixed number of connections. */
export async function load(url, { seconds, connections, headers = {} }) {
  const latencies = [];
  let errors = 0;
  const deadline = Date.now() + seconds * 1000;
  async function worker() {
    while (Date.now() < deadline) {
      const started = performance.now();
      try {
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (response.status !== 200) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - started);
    }
  }
  await Promise.all(Array.from({ length: connections }, worker));
  latencies.sort((a, b) => a - b);
  const mean = latencies.reduce((sum, x) => sum + x, 0) / Math.max(1, latencies.length);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { perSecond: latencies.length / seconds, mean, p50: at(0.5), p95: at(0.95), errors };
}

/** A few requests first, so the figures are of a warm server. */
export async function warm(url, times = 30) {
  for (let i = 0; i < times; i += 1) await (await fetch(url)).arrayBuffer();
}
