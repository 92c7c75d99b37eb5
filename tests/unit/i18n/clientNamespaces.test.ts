import { describe, expect, it } from 'vitest';
import { SCREEN_NAMESPACES, SHELL_NAMESPACES, type ScreenMessagesName } from '@/lib/config/clientMessages';
import { clientModules, files, namespacesOf, reachableFrom } from './sourceGraph';

// Issue 10 point 2: the browser gets only the shell's namespaces and the screen's own. These
// hold the lists against the code, so a client component's words are never forgotten.
const shell = new Set<string>(SHELL_NAMESPACES);
const client = clientModules();

/** The feature folder whose client components render only inside that screen's provider. */
const CLIENT_FOLDER_SCREENS: Record<string, ScreenMessagesName> = {
  'components/office/': 'office',
  'components/sport/': 'sport',
  'components/terms/': 'terms',
};

function screenOfFile(file: string): ScreenMessagesName | undefined {
  const folder = Object.keys(CLIENT_FOLDER_SCREENS).find((prefix) => file.startsWith(prefix));
  return folder ? CLIENT_FOLDER_SCREENS[folder] : undefined;
}

/** `file: namespace` for each namespace of the files outside what `provided` gives them. */
function unprovided(modules: Iterable<string>, provided: (file: string) => Set<string>): string[] {
  return [...modules].flatMap((file) =>
    [...namespacesOf(file)].filter((namespace) => !provided(file).has(namespace)).map((namespace) => `${file}: ${namespace}`),
  );
}

describe('client message namespaces', () => {
  it('finds the client components and what they read', () => {
    expect(client.has('components/shell/LanguageSwitcher.tsx')).toBe(true);
    expect(namespacesOf('components/shell/LanguageSwitcher.tsx')).toEqual(new Set(['header']));
    // A server file imported by a client one runs in the browser too.
    expect(client.has('components/sport/GameList.tsx')).toBe(true);
  });

  it('every namespace a client module reads is in some provider list', () => {
    const all = new Set<string>([...shell, ...Object.values(SCREEN_NAMESPACES).flat()]);
    expect(unprovided(client, () => all)).toEqual([]);
  });

  it("a client module reads only the shell's namespaces and its feature screen's own", () => {
    const provided = (file: string) => {
      const screen = screenOfFile(file);
      return new Set<string>([...shell, ...(screen ? SCREEN_NAMESPACES[screen] : [])]);
    };
    expect(unprovided(client, provided)).toEqual([]);
  });

  it("what the layouts, the error and 404 pages and the modals render reads only the shell's namespaces", () => {
    // Layouts render around every screen provider, and a modal opens in the root one whatever
    // page asked for it, so a screen's own list never reaches them.
    const starts = files.filter(
      (file) => /^app\/.*\/(layout|not-found|error)\.tsx$/.test(file) || /^app\/(global-error|not-found)\.tsx$/.test(file),
    );
    const shellOnly = [...reachableFrom(starts)].filter((file) => client.has(file));
    expect(shellOnly).toContain('components/modals/ModalHost.tsx');
    expect(unprovided(shellOnly, () => shell)).toEqual([]);
  });
});
