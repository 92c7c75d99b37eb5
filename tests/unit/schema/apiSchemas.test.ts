import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseWith } from '@/lib/api/http/transport';
import { SessionSchema } from '@/lib/api/session';
import { RegistrationOptionsSchema } from '@/lib/api/registrationOptions';
import { PhoneMaskSchema } from '@/lib/api/phoneMasks';
import { UserConfigSchema } from '@/lib/api/userConfig';

// Issue 10 point 3: lib/api reaches the browser, so its schemas run on lib/schema (zod's names,
// about 2 kB) and never on zod itself (zod/mini still weighed 18 kB gzip on every page).
const root = join(__dirname, '../../..');
const BROWSER_FOLDERS = ['lib', 'components', 'store', 'app'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

describe('the API schemas run on lib/schema', () => {
  it('no file of the site imports zod (the backend does)', () => {
    const full = BROWSER_FOLDERS.flatMap((folder) => sources(join(root, folder))).filter((file) => /from ['"]zod[/'"]/.test(readFileSync(file, 'utf8')));
    expect(full.map((file) => relative(root, file))).toEqual([]);
  });

  it('schemas import lib/schema as a namespace the bundler can shake (a re-exported one kept every function)', () => {
    const other = BROWSER_FOLDERS.flatMap((folder) => sources(join(root, folder)))
      .filter((file) => !file.includes(join('lib', 'schema')))
      .flatMap((file) => readFileSync(file, 'utf8').match(/^import .* from '@\/lib\/schema[^']*';$/gm) ?? [])
      .filter((line) => !/^import (type )?\* as z from '@\/lib\/schema\/z';$/.test(line));
    expect(other).toEqual([]);
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
