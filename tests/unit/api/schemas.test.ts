import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseWith } from '@/lib/api/http/transport';
import { SessionSchema } from '@/lib/api/session';
import { RegistrationOptionsSchema } from '@/lib/api/registrationOptions';
import { PhoneMaskSchema } from '@/lib/api/phoneMasks';
import { UserConfigSchema } from '@/lib/api/userConfig';

// The site's payload schemas are zod/mini, zod's functional form that reaches the browser; the
// backend validates with the same library (docs/decisions/zod-schemas.md, ARCHITECTURE.md).
const root = join(__dirname, '../../..');
const BROWSER_FOLDERS = ['lib', 'components', 'store', 'app'];
// zod/locales gives zod/mini its English messages (lib/api/http/transport.ts).
const ALLOWED_ZOD_ENTRIES = ['zod/mini', 'zod/locales'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

const siteFiles = () => BROWSER_FOLDERS.flatMap((folder) => sources(join(root, folder)));

describe('the site schemas are zod/mini', () => {
  it('no file of the site imports full zod (the backend does)', () => {
    const full = siteFiles().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/from ['"](zod(?:\/[^'"]*)?)['"]/g)]
        .map((match) => match[1] ?? '')
        .filter((entry) => !ALLOWED_ZOD_ENTRIES.includes(entry))
        .map((entry) => `${relative(root, file)}: ${entry}`),
    );
    expect(full).toEqual([]);
  });

  it('schemas import zod/mini in one form, a namespace the bundler shakes by member', () => {
    const other = siteFiles()
      .flatMap((file) => readFileSync(file, 'utf8').match(/^import .* from 'zod\/mini';$/gm) ?? [])
      .filter((line) => !/^import (type )?\* as z from 'zod\/mini';$/.test(line));
    expect(other).toEqual([]);
  });

  it('a bad payload still says what was expected and what came', () => {
    expect(() => parseWith(SessionSchema, { user_id: 'x' }, '/web-api/user/session', 200)).toThrow(
      'Unexpected response from /web-api/user/session at user_id: Invalid input: expected number, received string',
    );
    expect(() => parseWith(RegistrationOptionsSchema, { currencies: [], countries: [] }, '/r', 200)).toThrow(
      'Unexpected response from /r at currencies: Too small: expected array to have >=1 items',
    );
  });

  it("a schema's own message wins", () => {
    expect(() => parseWith(PhoneMaskSchema, { CountryId: 1, Mask: '', Min: 9, Max: 7 }, '/m', 200)).toThrow(
      'Unexpected response from /m: Min is above Max',
    );
  });

  it('transforms and defaults work as before', () => {
    const flags = UserConfigSchema.shape.user_hide_balance;
    expect(parseWith(flags, 1, '/c', 200)).toBe(true);
    expect(parseWith(flags, false, '/c', 200)).toBe(false);
  });
});
