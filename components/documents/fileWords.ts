/** How a stored file is named to the player: its type in short and its size. */
const TYPE_NAMES: Readonly<Record<string, string>> = { 'image/jpeg': 'JPG', 'image/png': 'PNG', 'image/webp': 'WebP', 'application/pdf': 'PDF' };

export const typeName = (contentType: string) => TYPE_NAMES[contentType] ?? contentType;

/** Bytes as KB or MB, in the page's language (Intl units). */
export function sizeText(bytes: number, locale: string): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(mb);
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1024)));
}
