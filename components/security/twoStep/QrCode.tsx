'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';

/**
 * The otpauth:// URI as a QR code, drawn here by `qrcode`, which is imported only when a setup is
 * shown (it is no other page's weight). A data: image (the page's CSP allows data: images).
 */
export function QrCode({ uri }: { uri: string }) {
  const t = useTranslations('twoFactor');
  const [drawn, setDrawn] = useState<{ uri: string; src: string | null } | null>(null);

  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qrcode) => qrcode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 200 }))
      .then(
        (src) => live && setDrawn({ uri, src }),
        () => live && setDrawn({ uri, src: null }),
      );
    return () => {
      live = false;
    };
  }, [uri]);

  if (!drawn || drawn.uri !== uri) {
    return (
      <p className="two-step-qr two-step-qr--empty muted" role="status">
        {t('qrLoading')}
      </p>
    );
  }
  if (!drawn.src) return <p className="two-step-qr two-step-qr--empty">{t('qrFailed')}</p>;
  // eslint-disable-next-line @next/next/no-img-element -- a data: URL made in the browser; next/image has nothing to optimize
  return <img className="two-step-qr" src={drawn.src} width={200} height={200} alt={t('qrAlt')} />;
}
