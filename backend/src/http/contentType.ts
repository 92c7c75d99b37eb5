/** The media type of a Content-Type header, lower-cased, without parameters ('' when absent). */
export function mediaTypeOf(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** `application/json` or a JSON flavour such as `application/vnd.api+json`. */
export function isJsonMediaType(header: string | undefined): boolean {
  const type = mediaTypeOf(header);
  return type === 'application/json' || /^application\/[\w.-]+\+json$/.test(type);
}

/** What an HTML form posts: `application/x-www-form-urlencoded` or `multipart/form-data`. */
export function isFormMediaType(header: string | undefined): boolean {
  const type = mediaTypeOf(header);
  return type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data';
}
