import { useEffect, useState } from 'react';
import { useToast } from '~/components/toasts.tsx';
import { useI18n } from '~/i18n/i18n.tsx';

/**
 * Shares the page: the phone's own share sheet where there is one, otherwise the address is copied.
 * The preview others see comes from the page's Open Graph tags.
 */
export function ShareButton({ title }: { title: string }) {
  const { t } = useI18n();
  const copyLink = useCopyLink();
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);

  async function share() {
    const url = window.location.href;
    if (canShare) {
      try {
        await navigator.share({ title, url });
      } catch {
        // closing the share sheet is not a failure
      }
      return;
    }
    await copyLink(url);
  }

  return (
    <button type="button" className="button button--ghost" onClick={share} data-testid="share-button">
      {t(canShare ? 'shareAction' : 'shareCopyLink')}
    </button>
  );
}

/** Copies an address to the clipboard and says so in a toast, or that the browser would not. */
export function useCopyLink(): (url: string) => Promise<void> {
  const { t } = useI18n();
  const toast = useToast();
  return async (url) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('shareCopied'));
    } catch {
      toast.error(t('shareFailed'));
    }
  };
}
