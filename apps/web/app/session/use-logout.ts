import type { MessageResponse } from '@forum/contract/account';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '~/api/use-api.ts';
import { useToast } from '~/components/toasts.tsx';
import { useLocalePath } from '~/i18n/i18n.tsx';
import { useSession } from './session.tsx';

/**
 * Logout ends the session on the server (which also clears its cookies), forgets the
 * user in the page and lands on the account-type page.
 */
export function useLogout() {
  const api = useApi();
  const { setUser } = useSession();
  const navigate = useNavigate();
  const to = useLocalePath();
  const toast = useToast();
  return useCallback(async () => {
    const result = await api.post<MessageResponse>('/logout');
    if (!result.ok && result.status !== 401) {
      toast.errors(result.errors);
      return;
    }
    setUser(null);
    if (result.ok) toast.success(result.data.message);
    await navigate(to('/account-type'), { replace: true });
  }, [api, setUser, navigate, to, toast]);
}
