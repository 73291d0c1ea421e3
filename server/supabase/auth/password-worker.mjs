// One of the password threads (see passwords.ts). Plain JavaScript, so it starts the same under
// tsx, Vitest and plain Node. It hashes synchronously: this thread exists only for that.
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import bcrypt from "bcrypt";

try {
  // On Linux this lowers only this thread (the id 0 means the calling thread): pages and the
  // database on the main thread win the CPU whenever they have work, and bcrypt takes the rest.
  setPriority(10);
} catch {
  // Not allowed or not supported here: hashing still works, at the main thread's priority.
}

parentPort.on("message", ({ id, password, hash, cost }) => {
  try {
    const result = hash === undefined ? bcrypt.hashSync(password, cost) : bcrypt.compareSync(password, hash);
    parentPort.postMessage({ id, result });
  } catch {
    // A malformed stored hash is a wrong password (verify); hashing does not throw on valid input.
    parentPort.postMessage({ id, result: false });
  }
});
