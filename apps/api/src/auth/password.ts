import { hash, verify } from '@node-rs/argon2';

// argon2id (algorithm 2) with the library's defaults: 19 MiB, 2 passes, about 100 ms a hash here
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}
