/** Opaque random tokens (sessions, password resets) and the hashes we store instead of them. */
import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes as base64url (43 characters): unguessable, safe in headers and URLs. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** SHA-256 of the token, hex. A fast hash is right here: the token has 256 bits of entropy, unlike a password. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** The token of an `Authorization: Bearer <token>` header, or null when absent or malformed. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header ?? "");
  return match ? match[1] : null;
}
