/**
 * `npm run measure:auth-contract`: supabase-js's auth API, call by call, against the embedded
 * service (a throwaway data folder, confirmations on): sign-up, confirmation, sign-in, session,
 * refresh, user, update, sign-out, recovery, resend, email sign-in link and code, and the admin
 * API. Prints each check and "N passed / M failed". One check is expected to fail by design:
 * sign-up keeps only the nickname of `user_metadata` (docs/accounts.md).
 */
import { decodeJwt } from "jose";
import { openLink, startTestService, uniqueEmail } from "../../tests/server/auth-harness.ts";

const svc = await startTestService({ AUTH_EMAIL_MAX_FREQUENCY: "0" });
const PASSWORD = "correct horse 1";
const checks: [string, () => Promise<void>][] = [];
const check = (name: string, run: () => Promise<void>) => checks.push([name, run]);
function ok(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Error(what);
}
const codeOf = (error: unknown) => (error as { code?: string } | null)?.code;
const admin = () => svc.client(svc.auth.keys.serviceRoleKey).auth.admin;

async function confirmedMember(nickname = "Nova") {
  const email = uniqueEmail("contract");
  const client = svc.client();
  const { error } = await client.auth.signUp({ email, password: PASSWORD, options: { data: { nickname } } });
  ok(!error, `signUp: ${error?.message}`);
  await openLink(await svc.lastLink(email));
  const signedIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
  ok(!signedIn.error, `signIn: ${signedIn.error?.message}`);
  return { email, client, session: signedIn.data.session! };
}

check("signUp answers the user without a session", async () => {
  const { data, error } = await svc.client().auth.signUp({
    email: uniqueEmail("contract"),
    password: PASSWORD,
    options: { data: { nickname: "Nova" } },
  });
  ok(!error && data.user && !data.session, "user without session");
});
check("signUp with an unconfirmed address cannot sign in yet", async () => {
  const email = uniqueEmail("contract");
  await svc.client().auth.signUp({ email, password: PASSWORD, options: { data: { nickname: "Nova" } } });
  const { error } = await svc.client().auth.signInWithPassword({ email, password: PASSWORD });
  ok(codeOf(error) === "email_not_confirmed", "email_not_confirmed");
});
check("the confirmation link answers a session in the fragment", async () => {
  const email = uniqueEmail("contract");
  await svc.client().auth.signUp({ email, password: PASSWORD, options: { data: { nickname: "Nova" } } });
  const { fragment } = await openLink(await svc.lastLink(email));
  ok(fragment.get("access_token") && fragment.get("type") === "signup", "session fragment");
});
check("signInWithPassword answers a session", async () => {
  const { session } = await confirmedMember();
  ok(session.access_token && session.refresh_token && session.expires_at, "session fields");
});
check("a wrong password is invalid_credentials", async () => {
  const { email } = await confirmedMember();
  const { error } = await svc.client().auth.signInWithPassword({ email, password: "wrong password" });
  ok(codeOf(error) === "invalid_credentials" && error?.status === 400, "invalid_credentials");
});
check("getSession and getUser", async () => {
  const { client, email } = await confirmedMember();
  ok((await client.auth.getSession()).data.session?.user.email === email, "getSession");
  ok((await client.auth.getUser()).data.user?.email === email, "getUser");
});
check("refreshSession rotates the refresh token", async () => {
  const { client, session } = await confirmedMember();
  const { data, error } = await client.auth.refreshSession();
  ok(!error && data.session && data.session.refresh_token !== session.refresh_token, "rotated");
});
check("a used refresh token is refused after the reuse interval", async () => {
  const { session } = await confirmedMember();
  const other = svc.client();
  await other.auth.refreshSession({ refresh_token: session.refresh_token });
  const { error } = await svc.client().auth.refreshSession({ refresh_token: "not-a-token" });
  ok(codeOf(error) === "refresh_token_not_found", "refresh_token_not_found");
});
check("updateUser changes the nickname", async () => {
  const { client } = await confirmedMember();
  const { data, error } = await client.auth.updateUser({ data: { nickname: "Luna 7" } });
  ok(!error && data.user?.user_metadata.nickname === "Luna 7", "nickname");
});
check("signOut ends the session", async () => {
  const { client, session } = await confirmedMember();
  ok(!(await client.auth.signOut()).error, "signOut");
  const after = await svc.client().auth.getUser(session.access_token);
  ok(after.error && !after.data.user, "session gone");
});
check("resetPasswordForEmail mails a link that verifies as recovery", async () => {
  const { email } = await confirmedMember();
  ok(!(await svc.client().auth.resetPasswordForEmail(email)).error, "reset");
  const token = new URL(await svc.lastLink(email)).searchParams.get("token")!;
  const { data, error } = await svc.client().auth.verifyOtp({ token_hash: token, type: "recovery" });
  ok(!error && data.session, "recovery session");
});
check("resetPasswordForEmail answers an unknown address the same", async () => {
  ok(!(await svc.client().auth.resetPasswordForEmail(uniqueEmail("nobody"))).error, "no error");
});
check("resend mails a new confirmation link", async () => {
  const email = uniqueEmail("contract");
  await svc.client().auth.signUp({ email, password: PASSWORD, options: { data: { nickname: "Nova" } } });
  ok(!(await svc.client().auth.resend({ type: "signup", email })).error, "resend");
  ok((await svc.mailbox()).filter((m) => m.to === email).length === 2, "two mails");
});
check("signInWithOtp mails a link that signs in (type magiclink)", async () => {
  const { email } = await confirmedMember();
  ok(!(await svc.client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error, "otp");
  const { fragment } = await openLink(await svc.lastLink(email));
  ok(fragment.get("access_token") && fragment.get("type") === "magiclink", "magiclink session");
});
check("verifyOtp with the emailed 6-digit code", async () => {
  const { email } = await confirmedMember();
  await svc.client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
  const code = /code: (\d{6})/.exec((await svc.mailbox()).find((m) => m.to === email)!.text)![1]!;
  const { data, error } = await svc.client().auth.verifyOtp({ email, token: code, type: "email" });
  ok(!error && data.session, "session from code");
});
check("admin.createUser, getUserById, deleteUser", async () => {
  const email = uniqueEmail("contract");
  const created = await admin().createUser({ email, password: PASSWORD, email_confirm: true });
  ok(!created.error, `createUser: ${created.error?.message}`);
  ok((await admin().getUserById(created.data.user!.id)).data.user?.email === email, "getUserById");
  ok(!(await admin().deleteUser(created.data.user!.id)).error, "deleteUser");
  ok((await admin().getUserById(created.data.user!.id)).error?.status === 404, "gone");
});
check("admin.listUsers pages with total and nextPage", async () => {
  await confirmedMember();
  await confirmedMember();
  const { data, error } = await admin().listUsers({ page: 1, perPage: 1 });
  const paged = data as { users: unknown[]; total?: number; nextPage?: number | null };
  ok(!error && paged.users.length === 1 && (paged.total ?? 0) >= 2 && paged.nextPage === 2, "pagination");
});
check("admin.updateUserById: app_metadata reaches the next token", async () => {
  const { email, client } = await confirmedMember();
  const id = (await client.auth.getUser()).data.user!.id;
  ok(!(await admin().updateUserById(id, { app_metadata: { moderator: true } })).error, "update");
  const signedIn = await svc.client().auth.signInWithPassword({ email, password: PASSWORD });
  ok((decodeJwt(signedIn.data.session!.access_token).app_metadata as { moderator?: boolean }).moderator, "claim");
});
check("admin.updateUserById: a banned member cannot sign in", async () => {
  const { email, client } = await confirmedMember();
  const id = (await client.auth.getUser()).data.user!.id;
  await admin().updateUserById(id, { ban_duration: "24h" });
  const { error } = await svc.client().auth.signInWithPassword({ email, password: PASSWORD });
  ok(codeOf(error) === "user_banned", "user_banned");
});
check("admin.generateLink answers a working link and code", async () => {
  const { email } = await confirmedMember();
  const { data, error } = await admin().generateLink({ type: "magiclink", email });
  ok(!error && /^\d{6}$/.test(data.properties!.email_otp), "properties");
  const verified = await svc.client().auth.verifyOtp({ token_hash: data.properties!.hashed_token, type: "magiclink" });
  ok(!verified.error, "verified");
});
check("the admin API refuses the anon key", async () => {
  const { error } = await svc.client(svc.auth.keys.generatedAnonKey).auth.admin.listUsers();
  ok(error?.status === 403 && codeOf(error) === "not_admin", "not_admin");
});
check("signUp keeps every user_metadata key (the site keeps only the nickname)", async () => {
  const { data } = await svc.client().auth.signUp({
    email: uniqueEmail("contract"),
    password: PASSWORD,
    options: { data: { nickname: "Nova", favourite: "moon" } },
  });
  ok(data.user?.user_metadata.favourite === "moon", "favourite kept");
});

let passed = 0;
const failed: string[] = [];
for (const [name, run] of checks) {
  try {
    await run();
    passed += 1;
    console.log(`✓ ${name}`);
  } catch (error) {
    failed.push(name);
    console.log(`✗ ${name}: ${(error as Error).message}`);
  }
}
console.log(`\n${passed} passed / ${failed.length} failed`);
await svc.stop();
process.exit(0);
