'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { setCaptchaHandler } from '@/lib/api/http';

interface Waiting {
  resolve: (token: string) => void;
  reject: (reason: Error) => void;
}

/**
 * The captcha step of limits-coupon-auth.md §5, §8 ("400 with captcha error code: captcha shown, request
 * retried"): while a form that may be asked for one is shown (the login forms, the limits page) it
 * is the API client's captcha handler. A refused call waits here until the player solves the
 * picture (the client sends the call again with the token) or gives up (the call fails with the
 * server's code).
 */
export function useCaptchaStep() {
  const waiting = useRef<Waiting | null>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const unregister = setCaptchaHandler(
      () =>
        new Promise<string>((resolve, reject) => {
          // One step at a time: an older call still waiting gives up.
          waiting.current?.reject(new Error('Captcha replaced by a newer one'));
          waiting.current = { resolve, reject };
          setShown(true);
        }),
    );
    return () => {
      unregister();
      waiting.current?.reject(new Error('Captcha closed with its form'));
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
