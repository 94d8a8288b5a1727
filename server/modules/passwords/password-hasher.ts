import { hash, verify, type Options } from '@node-rs/argon2';

/** Argon2id with OWASP's minimum: 19 MiB memory, 2 passes, 1 lane. */
const ARGON2_OPTIONS: Options = {
  // Algorithm.Argon2id; the package's const enum cannot be read under isolatedModules.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the time of a real verify, so that an unknown email answers as slowly as a known one. */
  verifyDummy(password: string): Promise<void>;
}

// A hash made with the options above, of a password nobody uses; verifying against it costs
// what a real verify costs.
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$BsPXQuyxNU8JcK/onRbVuQ$BpTkPypnnmDhapyaT3OJKTlhMdblPNboy+FKx+C9xyI';

export function createPasswordHasher(): PasswordHasher {
  return {
    hash: (password) => hash(password, ARGON2_OPTIONS),
    async verify(passwordHash, password) {
      try {
        return await verify(passwordHash, password);
      } catch {
        // A malformed stored hash is a wrong password, not a crash.
        return false;
      }
    },
    async verifyDummy(password) {
      await verify(DUMMY_HASH, password).catch(() => false);
    },
  };
}
