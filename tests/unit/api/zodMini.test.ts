import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseWith } from '@/lib/api/http/transport';
import { SessionSchema } from '@/lib/api/session';
import { RegistrationOptionsSchema } from '@/lib/api/registrationOptions';
import { PhoneMaskSchema } from '@/lib/api/phoneMasks';
import { UserConfigSchema } from '@/lib/api/userConfig';

// Issue 10 point 3: lib/api reaches the browser, so its schemas use zod/mini (tree-shaken, no
// locale) and never zod's full build (~30 kB gzip on every page).
const root = join(__dirname, '../../../lib/api');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

describe('the API schemas use zod/mini', () => {
  it("no file under lib/api imports zod's full build", () => {
    const full = sources(root).filter((file) => /from ['"]zod(\/v4)?['"]/.test(readFileSync(file, 'utf8')));
    expect(full.map((file) => relative(root, file))).toEqual([]);
  });

  it('a bad payload still says what was expected and what came', () => {
    expect(() => parseWith(SessionSchema, { user_id: 'x' }, '/web-api/user/session', 200)).toThrow(
      'Unexpected response from /web-api/user/session at user_id: Invalid input: expected number, received string',
    );
    expect(() => parseWith(RegistrationOptionsSchema, { currencies: [], countries: [] }, '/r', 200)).toThrow(
      'Unexpected response from /r at currencies: Too small: expected array to be >=1',
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
