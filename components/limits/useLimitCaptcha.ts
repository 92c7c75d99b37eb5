'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { setCaptchaHandler } from '@/lib/api/http';

/**
 * The captcha step of the limits (limits spec §5, §8: "400 with captcha error code: captcha shown,
 * request retried"): while the page is open it is the request layer's captcha handler, so a save
 * the service refuses with `captcha_required` waits for the picture to be solved and is sent again
 * with the token (lib/api/http/request.ts); giving up fails the save with the service's words.
 */
export function useLimitCaptcha() {
  const waiting = useRef<{ resolve: (token: string) => void; reject: (reason: Error) => void } | null>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const unregister = setCaptchaHandler(
      () =>
        new Promise<string>((resolve, reject) => {
          waiting.current?.reject(new Error('Captcha replaced by a newer one'));
          waiting.current = { resolve, reject };
          setShown(true);
        }),
    );
    return () => {
      unregister();
      waiting.current?.reject(new Error('Captcha closed with the page'));
      waiting.current = null;
    };
  }, []);

  const solve = useCallback((token: string) => {
    waiting.current?.resolve(token);
    waiting.current = null;
    setShown(false);
  }, []);

  const cancel = useCallback(() => {
    waiting.current?.reject(new Error('Captcha cancelled'));
    waiting.current = null;
    setShown(false);
  }, []);

  return { shown, solve, cancel };
}
