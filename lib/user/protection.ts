// The status word shown next to protection_level (shell-and-routing.md §4).
import { PROTECTION_LEVEL } from '@/lib/config/user';

export type ProtectionLevelStatus = 'bad' | 'normal' | 'good' | 'full';

/**
 * Status for a protection level, or null when nothing is shown.
 *
 * The spec leaves exactly 30 without a status, so it stays null. Beyond the spec, we chose:
 * - a level that is not a finite number, is negative or is over 100 is not a percentage we
 *   trust, so it shows nothing rather than a misleading word;
 * - a non-integer level uses the same boundaries (29.5 bad, 30.5 normal, 99.5 good): the
 *   spec's ranges are written for whole numbers, and this reading leaves no gaps between them.
 */
export function protectionLevelStatus(level: number): ProtectionLevelStatus | null {
  if (!Number.isFinite(level) || level < 0 || level > PROTECTION_LEVEL.full) return null;
  if (level < PROTECTION_LEVEL.normalFrom) return 'bad';
  if (level === PROTECTION_LEVEL.normalFrom) return null;
  if (level < PROTECTION_LEVEL.goodFrom) return 'normal';
  if (level < PROTECTION_LEVEL.full) return 'good';
  return 'full';
}
