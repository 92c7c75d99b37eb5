// The schema functions under zod's one name: `import { z } from '@/lib/schema'`.
export * as z from './z';
export type { Schema, Issue } from './z';
