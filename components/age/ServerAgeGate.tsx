import { getTranslations } from 'next-intl/server';
import type { AgeGateConfig } from './AgeGate';
import { LazyAgeGate } from './LazyAgeGate';

/** The age gate with its texts formatted here, for the config's age (components/age/AgeGate.tsx). */
export async function ServerAgeGate({ config }: { config: AgeGateConfig }) {
  const t = await getTranslations('age');
  const words = {
    title: t('title', { age: config.age }),
    text: t('text', { age: config.age }),
    yes: t('yes', { age: config.age }),
    no: t('no'),
    refused: t('refused', { age: config.age }),
  };
  return <LazyAgeGate config={config} words={words} />;
}
