/**
 * Sign-in ways this service does not offer, answered as GoTrue answers when they are turned off:
 * single sign-on, linking other identities, Web3 wallets, ID tokens of other providers, and
 * (unless AUTH_ANONYMOUS=1) anonymous sign-ins.
 */
import type { Handler } from "../context.ts";
import { AuthError } from "../errors.ts";

export const ssoDisabled: Handler = () =>
  Promise.reject(new AuthError(404, "saml_provider_disabled", "SAML 2.0 is disabled"));

export const manualLinkingDisabled: Handler = () =>
  Promise.reject(new AuthError(404, "manual_linking_disabled", "Manual linking is disabled"));

export const web3Disabled = () => new AuthError(422, "web3_provider_disabled", "Web3 provider is disabled");

export const idTokenProviderDisabled = (provider: string) =>
  new AuthError(400, "provider_disabled", `Provider (issuer ${JSON.stringify(provider.slice(0, 100))}) is not enabled`);

export const anonymousDisabled = () =>
  new AuthError(422, "anonymous_provider_disabled", "Anonymous sign-ins are disabled");
