import { ADBLOCK_BAIT_CLASSES, ADBLOCK_BAIT_SCRIPT_PATH, ADBLOCK_PROBE_TIMEOUT_MS } from '@/lib/config/adblock';
import type { AdBlockSignals } from '@/lib/adblock/detect';

/** Loads the bait script; resolves true when it was refused. */
function baitScriptFailed(): Promise<boolean> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    const settle = (failed: boolean) => {
      window.clearTimeout(timer);
      script.remove();
      resolve(failed);
    };
    const timer = window.setTimeout(() => settle(false), ADBLOCK_PROBE_TIMEOUT_MS);
    script.async = true;
    script.src = ADBLOCK_BAIT_SCRIPT_PATH;
    script.onload = () => settle(false);
    script.onerror = () => settle(true);
    document.head.appendChild(script);
  });
}

/**
 * Looks for an ad blocker the two ways they work: a bait element with ad class names (hidden by
 * cosmetic filters) and a bait script named like an ad script (refused by request filters). The
 * element is measured after the script settled, which gives the filters time to apply.
 */
export async function probeAdBlock(): Promise<AdBlockSignals> {
  const bait = document.createElement('div');
  bait.className = ADBLOCK_BAIT_CLASSES;
  bait.setAttribute('aria-hidden', 'true');
  // On the page (so filters see it) but off screen, 1 px tall (so a collapse shows).
  bait.style.cssText = 'position:absolute;left:-10000px;top:-10000px;width:1px;height:1px;';
  document.body.appendChild(bait);
  try {
    const scriptFailed = await baitScriptFailed();
    const style = window.getComputedStyle(bait);
    const hidden = bait.offsetHeight === 0 || style.display === 'none' || style.visibility === 'hidden';
    return { baitElementHidden: hidden, baitScriptFailed: scriptFailed, online: navigator.onLine };
  } finally {
    bait.remove();
  }
}
