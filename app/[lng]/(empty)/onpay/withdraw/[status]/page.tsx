import { Suspense } from 'react';
import { screenPage } from '@/components/routes/screenPage';
import { OnpayStatus } from '@/components/payments/OnpayStatus';
import type { RouteMatch } from '@/lib/routes/match';
import type { PaymentStatus } from '@/lib/api/payments';

/** After a withdrawal at the provider: that payment's real state (the route's manifest entry checked the status). */
function OnpayWithdrawScreen({ match }: { lng: string; match: RouteMatch }) {
  return (
    <Suspense fallback={null}>
      <OnpayStatus status={match.params.status as PaymentStatus} kind="withdrawal" />
    </Suspense>
  );
}

const { generateMetadata, RoutePage } = screenPage('(empty)/onpay/withdraw/[status]', OnpayWithdrawScreen, undefined, 'payments');

export { generateMetadata };
export default RoutePage;
