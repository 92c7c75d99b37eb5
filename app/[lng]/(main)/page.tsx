import type { Metadata } from 'next';
import { Suspense } from 'react';
import { HomeScreen } from '@/components/routes/HomeScreen';
import { ForgotPasswordOnHome } from '@/components/auth/forgot/ForgotPasswordOnHome';
import { PageSkeleton } from '@/components/ui/PageSkeleton';
import { alternates } from '@/lib/i18n/alternates';
import { ScreenMessages } from '@/components/providers/ScreenMessages';

export async function generateMetadata({ params }: PageProps<'/[lng]'>): Promise<Metadata> {
  const { lng } = await params;
  return { alternates: alternates(lng, '') };
}

export default async function HomePage({ params }: PageProps<'/[lng]'>) {
  const { lng } = await params;
  // The page skeleton streams first (shell-and-routing.md §9); home is never a 404, so nothing decides a
  // status inside the boundary.
  return (
    <>
      <Suspense fallback={<PageSkeleton />}>
        <ScreenMessages name="sport">
          <HomeScreen lng={lng} />
        </ScreenMessages>
      </Suspense>
      {/* ?showForgotPasswordModal opens the forgot-password dialog for visitors (limits-coupon-auth.md §2). */}
      <Suspense fallback={null}>
        <ForgotPasswordOnHome />
      </Suspense>
    </>
  );
}
