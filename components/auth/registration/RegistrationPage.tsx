'use client';

import { useSearchParams } from 'next/navigation';
import { socialErrorOf, socialStepOf } from '@/lib/auth/socialLinks';
import { SOCIAL_REGISTRATION_SEGMENT, type RegistrationType } from '@/lib/config/registration';
import { href } from '@/lib/routes/href';
import { RegistrationForm } from './RegistrationForm';

/**
 * The form on the registration page: the URL follows the tab (replaced, not pushed: a tab is not
 * a page to go back to), and the social round trip's return fills the social step.
 */
export function RegistrationPage({ lng, initialType, segment }: { lng: string; initialType: RegistrationType; segment: string | null }) {
  const search = useSearchParams();
  const query = new URLSearchParams(search.toString());
  const returned = segment === SOCIAL_REGISTRATION_SEGMENT;
  return (
    <RegistrationForm
      lng={lng}
      initialType={initialType}
      socialStep={returned ? socialStepOf(query) : null}
      socialError={returned ? socialErrorOf(query) : null}
      onTypeChange={(type) => {
        const kept = query.toString();
        window.history.replaceState(window.history.state, '', href(lng, 'registration', { type }, kept || undefined));
      }}
    />
  );
}
