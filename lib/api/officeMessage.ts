import * as z from 'zod/mini';

/**
 * The office API's answer (shell-and-routing.md §7 "Add and remove currency"): `data.message`, which the site
 * shows as it is. A failure carries the same shape; the request path turns it into the error message.
 */
export const OfficeMessageSchema = z.object({ data: z.object({ message: z.string() }) });
