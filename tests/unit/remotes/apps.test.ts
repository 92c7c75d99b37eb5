// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pathTo } from '@/lib/remotes/entry';
import { remoteAppOf } from '@/lib/remotes/apps';
import { ROUTES } from '@/lib/routes/manifest';

describe('pathTo: the allowed changes to what a view reports', () => {
  it('is empty when the entry is there already', () => {
    expect(pathTo('ready', 'ready')).toEqual([]);
    expect(pathTo('loading', 'loading')).toEqual([]);
  });

  it('takes the direct change when the spec allows it', () => {
    expect(pathTo('not-existing', 'ready')).toEqual(['ready']);
    expect(pathTo('not-existing', 'loading')).toEqual(['loading']);
    expect(pathTo('loading', 'error')).toEqual(['error']);
    expect(pathTo('error', 'loading')).toEqual(['loading']);
  });

  it('goes through loading when an error recovers', () => {
    expect(pathTo('error', 'ready')).toEqual(['loading', 'ready']);
  });

  it('keeps a ready app ready when its data refreshes or a refresh fails', () => {
    expect(pathTo('ready', 'loading')).toEqual([]);
    expect(pathTo('ready', 'error')).toEqual([]);
  });

  it('never reaches error from not-existing without loading first', () => {
    expect(pathTo('not-existing', 'error')).toEqual(['loading', 'error']);
  });
});

describe('remoteAppOf: the remote app of a route screen', () => {
  const route = (name: string) => {
    const found = ROUTES.find((entry) => entry.name === name);
    if (!found) throw new Error(`no route ${name}`);
    return found;
  };

  it('names the app after the first folder of the page', () => {
    expect(remoteAppOf(route('officeAccount'))).toBe('office');
    expect(remoteAppOf(route('officeSettings'))).toBe('office');
  });

  it('gives a layout root page the layout home app', () => {
    expect(remoteAppOf({ layout: 'main', page: '(main)' })).toBe('main-home');
    expect(remoteAppOf({ layout: 'main', page: '(main)/[section]' })).toBe('main-home');
  });

  it('gives every page route a non-empty app name', () => {
    for (const entry of ROUTES.filter((r) => r.page)) expect(remoteAppOf(entry)).toMatch(/^[\w-]+$/);
  });
});
