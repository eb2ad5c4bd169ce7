import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CodeSentState } from './account-family.ts';

const SECOND = 1000;

/** When another code may be asked for: the server's wait counted from its answer. */
export function resendDeadline({ resendAfter, sentAt }: CodeSentState): number {
  return sentAt + Math.max(0, resendAfter) * SECOND;
}

/** Whole seconds left, rounded up: the button says 0:01 until it really may be pressed. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / SECOND));
}

/** How long until the shown second changes (a few milliseconds late, never early). */
export function nextTickIn(deadline: number, now: number): number {
  const remaining = deadline - now;
  return (remaining % SECOND || SECOND) + 5;
}

/** 59 -> "0:59", 75 -> "1:15"; Latin digits in both languages (decision 005). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * The resend button's countdown. It starts from the answer that sent the first code (navigation
 * state, known only in the browser: set before the first paint so the page rendered by the server,
 * which cannot know it, still hydrates) and restarts from each resend's answer.
 */
export function useResendCountdown(initial: CodeSentState | null) {
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(0);
  const first = useRef(initial);

  useLayoutEffect(() => {
    if (first.current) setDeadline(resendDeadline(first.current));
    setNow(Date.now());
  }, []);

  useEffect(() => {
    if (deadline <= now) return;
    const timer = window.setTimeout(() => setNow(Date.now()), nextTickIn(deadline, now));
    return () => window.clearTimeout(timer);
  }, [deadline, now]);

  const restart = useCallback((resendAfter: number) => {
    const sentAt = Date.now();
    setDeadline(resendDeadline({ resendAfter, sentAt }));
    setNow(sentAt);
  }, []);

  const left = secondsLeft(deadline, now);
  return { secondsLeft: left, isWaiting: left > 0, restart };
}
