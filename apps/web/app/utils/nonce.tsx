import { createContext, useContext } from 'react';

// Browsers hide a nonce from scripts after load, so the client renders with an empty one
const NonceContext = createContext('');
export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
