/**
 * TOTP as authenticator apps speak it (RFC 6238: SHA-1, 6 digits, 30 s), through otpauth; the
 * enrolment's QR code is drawn as SVG by qrcode, on this server, so the secret never leaves it
 * but in the answer to its owner.
 */
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

const PERIOD = 30;

export function newSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, issuer: string, label: string): TOTP {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: PERIOD });
}

export async function enrolment(secret: string, issuer: string, label: string) {
  const uri = totp(secret, issuer, label).toString();
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { qr_code: svg, secret, uri };
}

/**
 * The time step the code belongs to (one step either side allowed for a clock a little off), or
 * undefined when it is wrong. The caller refuses a step at or before the last one accepted.
 */
export function acceptedStep(secret: string, code: string, now: number): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totp(secret, "", "").validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? undefined : Math.floor(now / 1000 / PERIOD) + delta;
}
