'use client';

import { useEffect } from 'react';
import type { SanitizedFragment } from '@/lib/fragments/payload';
import { applyFragment } from './applyFragment';
import { FragmentMarkup } from './FragmentMarkup';

/** A loaded fragment: its markup, and in the browser its head, style sheets, scripts and code. */
export function FragmentContent({ name, fragment }: { name: string; fragment: SanitizedFragment }) {
  useEffect(() => applyFragment(name, fragment), [name, fragment]);
  return <FragmentMarkup name={name} fragment={fragment} />;
}
